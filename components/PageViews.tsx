import { useGlobal } from '@/lib/global/context'

/**
 * A post's page views, filled in by the busuanzi counter (loaded by ExternalScripts) when
 * ANALYTICS_BUSUANZI_ENABLE is on. Hidden until the counter has filled it, so a blocked or
 * offline counter shows nothing rather than an empty number.
 */
export function PageViews({ className }: { className?: string }) {
  const { config, t } = useGlobal()
  if (!config.ANALYTICS_BUSUANZI_ENABLE) return null
  return (
    <span id="busuanzi_container_page_pv" style={{ display: 'none' }} className={className} title={t.COMMON.PAGE_VIEWS}>
      <span id="busuanzi_value_page_pv" /> {t.COMMON.VIEWS}
    </span>
  )
}
