import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { useVisitCount } from './use-visit-count'

/**
 * The busuanzi counters as they are drawn, a chunk of their own: loaded only where
 * ANALYTICS_BUSUANZI_ENABLE is on (VisitCounters, PageViews), so a site without the counter ships
 * none of their code. Each count appears once the counter has reported it.
 */

/** The site's visitors and views, for a footer. */
export function SiteCounts({ className }: { className?: string }) {
  const { t } = useGlobal()
  const visitors = useVisitCount('site_uv')
  const views = useVisitCount('site_pv')
  return (
    <span className={cx('inline-flex gap-3', className)}>
      {visitors && (
        <span data-visit-count="site_uv" title={t.COMMON.SITE_VISITORS}>
          {visitors} {t.COMMON.VISITORS}
        </span>
      )}
      {views && (
        <span data-visit-count="site_pv" title={t.COMMON.SITE_VIEWS}>
          {views} {t.COMMON.VIEWS}
        </span>
      )}
    </span>
  )
}

/** A post's views; nothing until the counter has reported them, so a blocked counter shows no empty number. */
export function PostViews({ className }: { className?: string }) {
  const { t } = useGlobal()
  const views = useVisitCount('page_pv')
  if (!views) return null
  return (
    <span data-visit-count="page_pv" className={className} title={t.COMMON.PAGE_VIEWS}>
      {views} {t.COMMON.VIEWS}
    </span>
  )
}
