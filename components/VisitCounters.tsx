import { useGlobal } from '@/lib/global/context'
import { cx } from '@/lib/ui/cx'

/**
 * The footer's site visit counters (visitors and views), filled in by busuanzi when
 * ANALYTICS_BUSUANZI_ENABLE is on; each stays hidden until the counter has filled it.
 */
export function VisitCounters({ className }: { className?: string }) {
  const { config, t } = useGlobal()
  if (!config.ANALYTICS_BUSUANZI_ENABLE) return null
  return (
    <span className={cx('inline-flex gap-3', className)}>
      <span id="busuanzi_container_site_uv" style={{ display: 'none' }} title={t.COMMON.SITE_VISITORS}>
        <span id="busuanzi_value_site_uv" /> {t.COMMON.VISITORS}
      </span>
      <span id="busuanzi_container_site_pv" style={{ display: 'none' }} title={t.COMMON.SITE_VIEWS}>
        <span id="busuanzi_value_site_pv" /> {t.COMMON.VIEWS}
      </span>
    </span>
  )
}
