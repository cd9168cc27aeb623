import { useGlobal } from '@/components/site/context'
import { lazyPart } from '../loading/lazy-part'
import type { AdBlockNoticeProps } from './AdBlockNotice.lazy'

export type { AdBlockNoticeProps } from './AdBlockNotice.lazy'

/** The check and its dialog are their own chunk, fetched only on sites that configure ads. */
const LazyAdBlockDialog = lazyPart(() => import('./AdBlockNotice.lazy').then((m) => m.AdBlockDialog))

/**
 * The polite ad-blocker notice: on a site with ads configured (ADSENSE_GOOGLE_ID), once no ad could
 * be shown, a dialog asks the visitor to allow ads and closes itself after a countdown. With no ads
 * configured it never appears and loads nothing.
 */
export function AdBlockNotice(props: AdBlockNoticeProps) {
  const { config } = useGlobal()
  if (!config.ADSENSE_GOOGLE_ID) return null
  return <LazyAdBlockDialog {...props} />
}
