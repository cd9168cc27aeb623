import { useGlobal } from '@/components/site/context'
import { lazyPart } from '../loading/lazy-part'

const PostViews = lazyPart(() => import('./visit-counts.lazy').then((m) => m.PostViews))

/**
 * A post's page views as the busuanzi counter (loaded by ExternalScripts when
 * ANALYTICS_BUSUANZI_ENABLE is on) reports them. Nothing until it has, so a blocked or offline
 * counter shows nothing rather than an empty number. Its code is fetched only where the counter is on.
 */
export function PageViews({ className }: { className?: string }) {
  const { config } = useGlobal()
  return config.ANALYTICS_BUSUANZI_ENABLE ? <PostViews className={className} /> : null
}
