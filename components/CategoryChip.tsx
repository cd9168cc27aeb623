import { cx } from '@/lib/ui/cx'
import { categoryHref } from '@/lib/ui/taxonomy-href'
import { SiteLink } from './SiteLink'

export interface CategoryChipProps {
  name: string
  /** Shown after the name when given (category index). */
  count?: number
  className?: string
}

/** A category, linking to its posts. */
export function CategoryChip({
  name,
  count,
  className = 'rounded border border-gray-300 px-2 py-0.5 text-xs text-gray-700 hover:border-gray-500 dark:border-gray-600 dark:text-gray-200'
}: CategoryChipProps) {
  return (
    <SiteLink href={categoryHref(name)} className={cx('inline-flex items-center gap-1', className)}>
      <span>{name}</span>
      {count !== undefined && <span className="opacity-70">{count}</span>}
    </SiteLink>
  )
}
