import { useGlobal } from '@/components/site/context'
import type { Paging } from '@/lib/site/page-props'
import { cx } from '@/components/cx'
import { pageHref } from '@/lib/urls/page-href'
import { SiteLink } from '../nav/SiteLink'
import type { Slots } from '../slots'

export interface PaginationProps {
  paging: Paging
  /** `root`: the nav; `link`: the previous and next links. */
  classNames?: Slots<'root' | 'link'>
}

/** Previous / next links of a paged list (POST_LIST_STYLE page); nothing when the list has one page. */
export function Pagination({ paging, classNames = {} }: PaginationProps) {
  const { root: className, link: linkClassName = 'hover:underline' } = classNames
  const { t } = useGlobal()
  const { page, totalPages, basePath } = paging
  if (totalPages <= 1) return null
  return (
    <nav aria-label={t.COMMON.PAGINATION} className={cx('flex items-center justify-between gap-4', className)}>
      {page > 1 ? (
        <SiteLink href={pageHref(basePath, page - 1)} rel="prev" className={linkClassName}>
          ← {t.COMMON.PREV}
        </SiteLink>
      ) : (
        <span />
      )}
      <span className="text-sm tabular-nums opacity-70">
        {page} / {totalPages}
      </span>
      {page < totalPages ? (
        <SiteLink href={pageHref(basePath, page + 1)} rel="next" className={linkClassName}>
          {t.COMMON.NEXT} →
        </SiteLink>
      ) : (
        <span />
      )}
    </nav>
  )
}
