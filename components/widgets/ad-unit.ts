import type { SiteConfig } from '@/lib/config'

/**
 * Where a slot stands, which picks its AdSense unit: `in-article` in a post's text, `flow` between
 * posts of a list, `native` in a sidebar card, `auto` anywhere else (a responsive display unit).
 */
export type AdSlotKind = 'in-article' | 'flow' | 'native' | 'auto'

type AdConfig = Pick<SiteConfig, 'ADSENSE_GOOGLE_ID' | 'ADSENSE_GOOGLE_TEST' | 'ADSENSE_GOOGLE_SLOT_IN_ARTICLE' | 'ADSENSE_GOOGLE_SLOT_FLOW' | 'ADSENSE_GOOGLE_SLOT_NATIVE' | 'ADSENSE_GOOGLE_SLOT_AUTO'>

const UNIT_KEYS = {
  'in-article': 'ADSENSE_GOOGLE_SLOT_IN_ARTICLE',
  flow: 'ADSENSE_GOOGLE_SLOT_FLOW',
  native: 'ADSENSE_GOOGLE_SLOT_NATIVE',
  auto: 'ADSENSE_GOOGLE_SLOT_AUTO'
} as const satisfies Record<AdSlotKind, keyof AdConfig>

/**
 * How AdSense lays each kind of unit out; a responsive display unit when a kind falls back to it.
 * Never `data-full-width-responsive`: on phones it widens a unit to the screen, out of its column.
 */
const FORMATS: Record<AdSlotKind, Record<string, string>> = {
  'in-article': { 'data-ad-layout': 'in-article', 'data-ad-format': 'fluid' },
  flow: { 'data-ad-format': 'auto' },
  native: { 'data-ad-format': 'autorelaxed' },
  auto: { 'data-ad-format': 'auto' }
}

/**
 * The attributes of a slot's `<ins class="adsbygoogle">`, or null when it draws nothing: no
 * publisher id, or neither the kind's unit nor the display unit is set. A kind without its own unit
 * shows the display unit, laid out as one.
 */
export function adUnitAttributes(config: AdConfig, kind: AdSlotKind): Record<string, string> | null {
  if (!config.ADSENSE_GOOGLE_ID) return null
  const own = config[UNIT_KEYS[kind]]
  const slot = own || config.ADSENSE_GOOGLE_SLOT_AUTO
  if (!slot) return null
  return {
    'data-ad-client': config.ADSENSE_GOOGLE_ID,
    'data-ad-slot': slot,
    ...FORMATS[own ? kind : 'auto'],
    ...(config.ADSENSE_GOOGLE_TEST ? { 'data-adtest': 'on' } : {})
  }
}

/** AdSense's loader for one publisher: one script for every unit on the site. */
export function adsenseScriptUrl(client: string): string {
  return `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`
}

/**
 * Whether enough of a slot is on screen to fill it: at least `threshold` of it (AD_VISIBILITY_THRESHOLD),
 * and some of it at all when the threshold is 0.
 */
export function shownEnough(entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>, threshold: number): boolean {
  return entry.isIntersecting && entry.intersectionRatio >= threshold
}
