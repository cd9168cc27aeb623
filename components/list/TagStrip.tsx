import type { TagItem } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { tagHref } from '@/lib/urls/taxonomy-href'
import { SiteLink } from '../nav/SiteLink'
import type { Slots } from '../slots'

export interface TagStripProps {
  tags: readonly TagItem[]
  /** The tag whose posts are shown: marked, and its pill leads back to `clearHref`. */
  current?: string | null
  /** Where the current tag's pill leads, unselecting it: the search screen by default. */
  clearHref?: string
  showCount?: boolean
  /** `root`: the row; `chip`: each tag's pill; `current`: the current tag's pill (instead of `chip`). */
  classNames?: Slots<'root' | 'chip' | 'current'>
}

/**
 * One scrolling row of tag pills above a list, in plain colours (not the Notion ones): each leads to
 * its tag, the current one is marked (aria-current) and leads back to `clearHref`.
 */
export function TagStrip({
  tags,
  current = null,
  clearHref = '/search',
  showCount = true,
  classNames = {}
}: TagStripProps) {
  const {
    root: className,
    chip: chipClassName = 'block whitespace-nowrap bg-gray-100 px-3 py-1 text-sm text-gray-800 hover:bg-gray-200 dark:bg-gray-800 dark:text-gray-200 dark:hover:bg-gray-700',
    current: currentClassName = 'block whitespace-nowrap bg-black px-3 py-1 text-sm text-white dark:bg-white dark:text-black'
  } = classNames
  if (tags.length === 0) return null
  return (
    <ul className={cx('flex gap-2 overflow-x-auto pb-2', className)}>
      {tags.map((tag) => {
        const selected = tag.name === current
        return (
          <li key={tag.name} className="shrink-0">
            <SiteLink href={selected ? clearHref : tagHref(tag.name)} aria-current={selected ? 'page' : undefined} className={selected ? currentClassName : chipClassName}>
              {showCount ? `${tag.name} (${tag.count})` : tag.name}
            </SiteLink>
          </li>
        )
      })}
    </ul>
  )
}
