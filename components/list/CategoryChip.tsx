import type { ReactNode } from 'react'
import { cx } from '@/components/cx'
import { categoryHref } from '@/lib/urls/taxonomy-href'
import { SiteLink } from '../nav/SiteLink'

export interface CategoryChipProps {
  name: string
  /** Shown after the name when given (category index). */
  count?: number
  /** Drawn before the name (a folder). */
  icon?: ReactNode
  /** The category the page shows. */
  current?: boolean
  className?: string
}

/** A category, linking to its posts. */
export function CategoryChip({
  name,
  count,
  icon,
  current = false,
  className = 'rounded border border-gray-300 px-2 py-0.5 text-xs text-gray-700 hover:border-gray-500 dark:border-gray-600 dark:text-gray-200'
}: CategoryChipProps) {
  return (
    <SiteLink href={categoryHref(name)} aria-current={current ? 'page' : undefined} className={cx('inline-flex items-center gap-1', className)}>
      <span className="inline-flex min-w-0 items-center gap-1.5">
        {icon}
        <span className="truncate">{name}</span>
      </span>
      {count !== undefined && <span className="opacity-70">{count}</span>}
    </SiteLink>
  )
}
