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
  /** `page`: "← Previous", "n / total", "Next →"; `age`: a blog's "← Newer posts" and "Older posts →", without the count. */
  wording?: 'page' | 'age'
}

/** Previous / next links of a paged list (POST_LIST_STYLE page); nothing when the list has one page. */
export function Pagination({ paging, classNames = {}, wording = 'page' }: PaginationProps) {
  const { root: className, link: linkClassName = 'hover:underline' } = classNames
  const { t } = useGlobal()
  const { page, totalPages, basePath } = paging
  if (totalPages <= 1) return null
  const [prev, next] = wording === 'age' ? [t.KIT.NEWER_POSTS, t.KIT.OLDER_POSTS] : [t.COMMON.PREV, t.COMMON.NEXT]
  return (
    <nav aria-label={t.COMMON.PAGINATION} className={cx('flex items-center justify-between gap-4', className)}>
      {page > 1 ? (
        <SiteLink href={pageHref(basePath, page - 1)} rel="prev" className={linkClassName}>
          ← {prev}
        </SiteLink>
      ) : (
        <span />
      )}
      {wording === 'page' && (
        <span className="text-sm tabular-nums opacity-70">
          {page} / {totalPages}
        </span>
      )}
      {page < totalPages ? (
        <SiteLink href={pageHref(basePath, page + 1)} rel="next" className={linkClassName}>
          {next} →
        </SiteLink>
      ) : (
        <span />
      )}
    </nav>
  )
}
