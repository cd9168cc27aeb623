import DEFAULTS from '@/blog.config'
import type { SiteConfig } from '@/lib/config'
import { externalScripts, externalStyles, live2dPet } from '@/components/external/external-scripts'
import { EXTERNAL_SCRIPT_KEYS, wantsExternalScripts } from '@/components/external/wants-external-scripts'

/** Every script and style of the table switched on, each with all the keys it needs. */
const everything: SiteConfig = {
  ...DEFAULTS,
  FONT_URL: ['https://fonts.example.com/a.css'],
  ANALYTICS_BUSUANZI_ENABLE: true,
  ANALYTICS_GOOGLE_ID: 'G-1',
  ANALYTICS_BAIDU_ID: 'b',
  ANALYTICS_CNZZ_ID: 'c',
  ANALYTICS_51LA_ID: 'l',
  ANALYTICS_51LA_CK: 'k',
  ANALYTICS_ACKEE_TRACKER: 'https://ackee.example.com/tracker.js',
  ANALYTICS_ACKEE_DATA_SERVER: 'https://ackee.example.com',
  ANALYTICS_ACKEE_DOMAIN_ID: 'd',
  ANALYTICS_MATOMO_HOST_URL: 'https://matomo.example.com',
  ANALYTICS_MATOMO_SITE_ID: '1',
  ANALYTICS_CLARITY_ID: 'cl',
  ANALYTICS_UMAMI_ID: 'u',
  ANALYTICS_UMAMI_HOST: 'https://umami.example.com/script.js',
  ANALYTICS_VERCEL: true,
  WIDGET_AI_SUMMARY_KEY: 'ai',
  WIDGET_CHATBOT_ID: 'bot',
  WIDGET_REVOLVERMAPS: true,
  WIDGET_REVOLVERMAPS_ID: 'map',
  WIDGET_PET: true
}

function without(config: SiteConfig, keys: readonly (keyof SiteConfig)[]): SiteConfig {
  const cleared: Record<string, unknown> = { ...config }
  for (const key of keys) cleared[key] = Array.isArray(config[key]) ? [] : typeof config[key] === 'boolean' ? false : ''
  return cleared as unknown as SiteConfig
}

describe('wantsExternalScripts', () => {
  it('is false with the defaults, which load nothing', () => {
    expect(wantsExternalScripts(DEFAULTS)).toBe(false)
  })

  it('covers every script and style of the table: with its keys empty, nothing is left to load', () => {
    expect(externalScripts(everything)).toHaveLength(13)
    expect(externalStyles(everything).length).toBeGreaterThan(0)
    const none = without(everything, EXTERNAL_SCRIPT_KEYS)
    expect(externalScripts(none)).toEqual([])
    expect(externalStyles(none)).toEqual([])
    expect(live2dPet(everything)).not.toBeNull()
    expect(live2dPet(none)).toBeNull()
    expect(wantsExternalScripts(none)).toBe(false)
  })

  it.each(EXTERNAL_SCRIPT_KEYS)('is true when %s is set', (key) => {
    const only = { ...without(everything, EXTERNAL_SCRIPT_KEYS), [key]: everything[key] }
    expect(wantsExternalScripts(only)).toBe(true)
  })

  it('reads a list of blank font addresses as none', () => {
    expect(wantsExternalScripts({ ...DEFAULTS, FONT_URL: [''] })).toBe(false)
  })
})
