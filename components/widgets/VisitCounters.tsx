import { useGlobal } from '@/components/site/context'
import { lazyPart } from '../loading/lazy-part'

const SiteCounts = lazyPart(() => import('./visit-counts.lazy').then((m) => m.SiteCounts))

/**
 * The footer's site visit counters (visitors and views) as busuanzi reports them when
 * ANALYTICS_BUSUANZI_ENABLE is on; each appears once the counter has reported it. Their code is
 * fetched only where the counter is on.
 */
export function VisitCounters({ className }: { className?: string }) {
  const { config } = useGlobal()
  return config.ANALYTICS_BUSUANZI_ENABLE ? <SiteCounts className={className} /> : null
}
