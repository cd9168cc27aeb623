import { useEffect, useRef } from 'react'
import { useGlobal } from '@/components/site/context'
import type { TocItem } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { headingAnchorId } from '@/components/post/heading-anchor-id'
import throttle from 'lodash.throttle'
import type { Slots } from '../slots'
import { useActiveHeading } from './use-active-heading'

export interface TableOfContentsProps {
  toc: readonly TocItem[]
  /**
   * `root`: the nav; `list`: the scrolling list (give it a max height to scroll long contents);
   * `item`: each heading's link; `active`: added to the heading being read.
   */
  classNames?: Slots<'root' | 'list' | 'item' | 'active'>
  /** Shown above the list; defaults to the localized "Contents". */
  title?: string | null
  /** Called after a heading is picked, e.g. to close a drawer. */
  onNavigate?: () => void
}

/** Px of indent per heading level. */
const INDENT_PX = 12

/**
 * A post's table of contents with the section being read highlighted. Shown only from
 * TOC_MIN_ITEMS headings (docs/behaviour.md §2: 3); fewer headings need no map.
 */
export function TableOfContents({ toc, classNames = {}, title, onNavigate }: TableOfContentsProps) {
  const {
    root: className,
    list: listClassName = 'max-h-[60vh] overflow-y-auto',
    item: itemClassName = 'block truncate py-1 text-sm text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-white',
    active: activeClassName = 'font-semibold text-gray-900 dark:text-white'
  } = classNames
  const { t, config } = useGlobal()
  const visible = toc.length >= config.TOC_MIN_ITEMS
  const active = useActiveHeading(visible ? toc.map((item) => item.id) : [], config.TOC_ACTIVE_HEADING_OFFSET, config.SCROLL_SPY_THROTTLE_MS)
  const listRef = useRef<HTMLOListElement>(null)

  // Keep the active row in the middle of a long list as the reader scrolls the article, moving the
  // list at most every TOC_SCROLL_THROTTLE_MS (docs/behaviour.md §9: 200) however fast the headings go by.
  const centred = useRef({ active, toc, rowHeight: config.TOC_ROW_HEIGHT })
  const centre = useRef<ReturnType<typeof throttle> | null>(null)
  useEffect(() => {
    const run = throttle(() => {
      const list = listRef.current
      const { active: current, toc: items, rowHeight } = centred.current
      const index = items.findIndex((item) => item.id === current)
      if (!list || index < 0 || list.scrollHeight <= list.clientHeight) return
      list.scrollTop = index * rowHeight - list.clientHeight / 2
    }, config.TOC_SCROLL_THROTTLE_MS)
    centre.current = run
    return () => {
      run.cancel()
      centre.current = null
    }
  }, [config.TOC_SCROLL_THROTTLE_MS])
  useEffect(() => {
    centred.current = { active, toc, rowHeight: config.TOC_ROW_HEIGHT }
    centre.current?.()
  }, [active, toc, config.TOC_ROW_HEIGHT])

  if (!visible) return null
  const heading = title === undefined ? t.COMMON.TABLE_OF_CONTENTS : title
  return (
    <nav aria-label={t.COMMON.TABLE_OF_CONTENTS} className={className}>
      {heading && <p className="mb-2 font-semibold">{heading}</p>}
      <ol ref={listRef} className={listClassName}>
        {toc.map((item) => (
          <li key={item.id} style={{ paddingLeft: item.indentLevel * INDENT_PX }}>
            <a
              href={`#${headingAnchorId(item.id)}`}
              aria-current={item.id === active ? 'location' : undefined}
              className={cx(itemClassName, item.id === active && activeClassName)}
              onClick={onNavigate}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
