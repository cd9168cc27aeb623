import { cx } from '@/components/cx'
import { tagColorClasses } from '@/components/list/tag-color-classes'
import { tagHref } from '@/lib/urls/taxonomy-href'
import { SiteLink } from '../nav/SiteLink'

export interface TagChipProps {
  name: string
  /** Notion option color; the chip takes its shades in light and dark mode. */
  color?: string
  /** Shown after the name when given (tag index). */
  count?: number
  /** Shape and size; the color classes are always added. */
  className?: string
}

/** A tag in its Notion color, linking to the tag's posts. */
export function TagChip({ name, color, count, className = 'rounded px-2 py-0.5 text-xs' }: TagChipProps) {
  return (
    <SiteLink href={tagHref(name)} className={cx('inline-flex items-center gap-1 hover:opacity-80', tagColorClasses(color), className)}>
      <span>#{name}</span>
      {count !== undefined && <span className="opacity-70">{count}</span>}
    </SiteLink>
  )
}
