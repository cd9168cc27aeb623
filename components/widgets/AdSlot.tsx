import { useGlobal } from '@/components/site/context'
import { lazyPart } from '../loading/lazy-part'
import type { AdSlotProps } from './AdSlot.lazy'

export type { AdSlotProps } from './AdSlot.lazy'

/** The slot, its observer and the AdSense loader are one chunk, fetched only on sites with ads. */
const LazyAdSlot = lazyPart(() => import('./AdSlot.lazy').then((m) => m.AdUnitSlot))

/**
 * A Google AdSense slot for every theme: `kind` picks the unit, `className` the box it keeps room
 * in. With no ADSENSE_GOOGLE_ID it draws nothing and loads nothing.
 */
export function AdSlot(props: AdSlotProps) {
  return useGlobal().config.ADSENSE_GOOGLE_ID ? <LazyAdSlot {...props} /> : null
}
