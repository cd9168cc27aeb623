import { useGlobal } from '@/components/site/context'
import type { Paging } from '@/lib/site/page-props'
import { cx } from '@/components/cx'
import { PAGE_GAP, pageNumbers } from '@/components/list/page-numbers'
import { pageHref } from '@/lib/urls/page-href'
import { ChevronLeftIcon, ChevronRightIcon } from '../site/Icons'
import { SiteLink } from '../nav/SiteLink'
import type { Slots } from '../slots'

export interface PaginationNumberedProps {
  paging: Paging
  /** `root`: the nav; `item`: every page link and arrow; `current`: added to the current page; `gap`: the … between pages. */
  classNames?: Slots<'root' | 'item' | 'current' | 'gap'>
}

/**
 * Numbered pages of a list (up to 7 buttons, gaps where pages are left out) with arrows to the
 * previous and next page; nothing when the list has one page. Page 1 is the list's own path.
 */
export function PaginationNumbered({
  paging,
  classNames = {}
}: PaginationNumberedProps) {
  const {
    root: className,
    item: itemClassName = 'flex h-9 min-w-9 items-center justify-center rounded px-2 text-sm hover:bg-gray-100 dark:hover:bg-gray-800',
    current: currentClassName = 'bg-gray-900 text-white hover:bg-gray-900 dark:bg-gray-100 dark:text-gray-900 dark:hover:bg-gray-100',
    gap: gapClassName = 'px-1 text-sm opacity-70'
  } = classNames
  const { t } = useGlobal()
  const { page, totalPages, basePath } = paging
  if (totalPages <= 1) return null
  return (
    <nav aria-label={t.COMMON.PAGINATION} className={cx('flex flex-wrap items-center justify-center gap-1', className)}>
      {page > 1 && (
        <SiteLink href={pageHref(basePath, page - 1)} rel="prev" aria-label={t.COMMON.PREV} className={itemClassName}>
          <ChevronLeftIcon className="h-4 w-4" />
        </SiteLink>
      )}
      {pageNumbers(page, totalPages).map((entry, i) =>
        entry === PAGE_GAP ? (
          <span key={`gap-${i}`} aria-hidden="true" className={gapClassName}>
            …
          </span>
        ) : entry === page ? (
          <span key={entry} aria-current="page" className={cx(itemClassName, currentClassName)}>
            {entry}
          </span>
        ) : (
          <SiteLink key={entry} href={pageHref(basePath, entry)} aria-label={`${t.COMMON.PAGE} ${entry}`} className={itemClassName}>
            {entry}
          </SiteLink>
        )
      )}
      {page < totalPages && (
        <SiteLink href={pageHref(basePath, page + 1)} rel="next" aria-label={t.COMMON.NEXT} className={itemClassName}>
          <ChevronRightIcon className="h-4 w-4" />
        </SiteLink>
      )}
    </nav>
  )
}
