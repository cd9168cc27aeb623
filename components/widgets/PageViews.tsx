import { useGlobal } from '@/components/site/context'
import { useVisitCount } from './use-visit-count'

/**
 * A post's page views as the busuanzi counter (loaded by ExternalScripts when
 * ANALYTICS_BUSUANZI_ENABLE is on) reports them. Nothing until it has, so a blocked or offline
 * counter shows nothing rather than an empty number.
 */
export function PageViews({ className }: { className?: string }) {
  const { config, t } = useGlobal()
  const views = useVisitCount('page_pv')
  if (!config.ANALYTICS_BUSUANZI_ENABLE || !views) return null
  return (
    <span data-visit-count="page_pv" className={className} title={t.COMMON.PAGE_VIEWS}>
      {views} {t.COMMON.VIEWS}
    </span>
  )
}
