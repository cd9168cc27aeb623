import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { useVisitCount } from './use-visit-count'

/**
 * The footer's site visit counters (visitors and views) as busuanzi reports them when
 * ANALYTICS_BUSUANZI_ENABLE is on; each appears once the counter has reported it.
 */
export function VisitCounters({ className }: { className?: string }) {
  const { config, t } = useGlobal()
  const visitors = useVisitCount('site_uv')
  const views = useVisitCount('site_pv')
  if (!config.ANALYTICS_BUSUANZI_ENABLE) return null
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
