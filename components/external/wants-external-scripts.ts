import type { SiteConfig } from '@/lib/config'

/**
 * For each script, style or widget of external-scripts.ts, one key it cannot load without. With all of
 * them empty there is nothing to load, so the loader's chunk is not fetched at all (a test holds
 * this list to that table).
 */
export const EXTERNAL_SCRIPT_KEYS = [
  'FONT_URL',
  'ANALYTICS_BUSUANZI_ENABLE',
  'ANALYTICS_GOOGLE_ID',
  'ANALYTICS_BAIDU_ID',
  'ANALYTICS_CNZZ_ID',
  'ANALYTICS_51LA_ID',
  'ANALYTICS_ACKEE_TRACKER',
  'ANALYTICS_MATOMO_HOST_URL',
  'ANALYTICS_CLARITY_ID',
  'ANALYTICS_UMAMI_ID',
  'ANALYTICS_VERCEL',
  'WIDGET_AI_SUMMARY_KEY',
  'WIDGET_CHATBOT_ID',
  'WIDGET_REVOLVERMAPS',
  'WIDGET_PET'
] as const satisfies readonly (keyof SiteConfig)[]

/** Whether the settings may ask for any third-party script or style (a cheap first check). */
export function wantsExternalScripts(config: Pick<SiteConfig, (typeof EXTERNAL_SCRIPT_KEYS)[number]>): boolean {
  return EXTERNAL_SCRIPT_KEYS.some((key) => {
    const value = config[key]
    return Array.isArray(value) ? value.some(Boolean) : Boolean(value)
  })
}
