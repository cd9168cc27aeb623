import { useRouter } from 'next/router'
import { type FormEvent, useId } from 'react'
import { useGlobal } from '@/components/site/context'
import { themeQueryOf } from '@/components/nav/link-clicks'
import { withThemeQuery } from '@/lib/urls/with-theme-query'
import type { Paging } from '@/lib/site/page-props'
import { cx } from '@/components/cx'
import { PAGE_GAP, pageNumbers } from '@/components/list/page-numbers'
import { pageHref } from '@/lib/urls/page-href'
import { ChevronLeftIcon, ChevronRightIcon } from '../site/Icons'
import { SiteLink } from '../nav/SiteLink'
import type { Slots } from '../slots'

export interface PaginationNumberedProps {
  paging: Paging
  /** The previous / next links say their word beside the arrow ("Previous", "Next"), in the `label` slot. */
  labels?: boolean
  /** A "go to page" box after the numbers: a number field and a Go button. */
  jump?: boolean
  /**
   * `root`: the nav; `item`: every page link (and the arrows, unless `step`); `current`: added to the
   * current page; `gap`: the … between pages; `step`: the previous / next links (their `rel` is
   * prev / next, for a theme's group-[[rel=next]]: variants); `arrow` and `label`: their arrow and
   * word; `jump`: the go-to-page form; `jumpInput` and `jumpButton`: its field and button.
   */
  classNames?: Slots<'root' | 'item' | 'current' | 'gap' | 'step' | 'arrow' | 'label' | 'jump' | 'jumpInput' | 'jumpButton'>
}

/** The go-to-page form: any whole page from 1 to the last, the list's own address for page 1. */
function PageJump({ paging, classNames }: { paging: Paging; classNames: Slots<'jump' | 'jumpInput' | 'jumpButton'> }) {
  const { t } = useGlobal()
  const router = useRouter()
  const inputId = useId()
  const go = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const page = Number(new FormData(event.currentTarget).get('page'))
    if (!Number.isInteger(page) || page < 1 || page > paging.totalPages || page === paging.page) return
    void router.push(withThemeQuery(pageHref(paging.basePath, page), themeQueryOf(router.query)))
  }
  return (
    <form onSubmit={go} className={cx('flex items-center gap-1', classNames.jump)}>
      <label htmlFor={inputId} className="sr-only">
        {t.KIT.GO_TO_PAGE}
      </label>
      <input id={inputId} name="page" type="number" inputMode="numeric" min={1} max={paging.totalPages} required placeholder={String(paging.page)} className={classNames.jumpInput} />
      <button type="submit" className={classNames.jumpButton}>
        {t.KIT.GO}
      </button>
    </form>
  )
}

/**
 * Numbered pages of a list (up to 7 buttons, gaps where pages are left out) with arrows to the
 * previous and next page; nothing when the list has one page. Page 1 is the list's own path.
 */
export function PaginationNumbered({
  paging,
  labels = false,
  jump = false,
  classNames = {}
}: PaginationNumberedProps) {
  const {
    root: className,
    item: itemClassName = 'flex h-9 min-w-9 items-center justify-center rounded px-2 text-sm hover:bg-gray-100 dark:hover:bg-gray-800',
    current: currentClassName = 'bg-gray-900 text-white hover:bg-gray-900 dark:bg-gray-100 dark:text-gray-900 dark:hover:bg-gray-100',
    gap: gapClassName = 'px-1 text-sm opacity-70',
    step: stepClassName = itemClassName,
    arrow: arrowClassName = 'h-4 w-4',
    label: labelClassName
  } = classNames
  const { t } = useGlobal()
  const { page, totalPages, basePath } = paging
  if (totalPages <= 1) return null
  return (
    <nav aria-label={t.COMMON.PAGINATION} className={cx('flex flex-wrap items-center justify-center gap-1', className)}>
      {page > 1 && (
        <SiteLink href={pageHref(basePath, page - 1)} rel="prev" aria-label={labels ? undefined : t.COMMON.PREV} className={stepClassName}>
          <ChevronLeftIcon aria-hidden="true" className={arrowClassName} />
          {labels && <span className={labelClassName}>{t.COMMON.PREV}</span>}
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
        <SiteLink href={pageHref(basePath, page + 1)} rel="next" aria-label={labels ? undefined : t.COMMON.NEXT} className={stepClassName}>
          {labels && <span className={labelClassName}>{t.COMMON.NEXT}</span>}
          <ChevronRightIcon aria-hidden="true" className={arrowClassName} />
        </SiteLink>
      )}
      {jump && <PageJump paging={paging} classNames={classNames} />}
    </nav>
  )
}
