import type { SiteConfig } from '@/lib/config'

/** Busuanzi's counter script: it fills the elements with ids `busuanzi_value_*`. */
export const BUSUANZI_SRC = 'https://busuanzi.ibruce.info/busuanzi/2.3/busuanzi.pure.mini.js'
/** RevolverMaps' globe widget script. */
const REVOLVERMAPS_SRC = 'https://rf.revolvermaps.com/0/0/8.js'

/**
 * One third-party script. `afterInteractive` is for analytics, which should count a visit soon;
 * `lazyOnload` waits for the browser to be idle. Neither blocks the first paint.
 */
export interface ExternalScript {
  id: string
  src?: string
  /** Inline code run before or instead of `src`. */
  inline?: string
  strategy: 'afterInteractive' | 'lazyOnload'
  attributes?: Record<string, string>
  /** Load only on windows at least this wide, in px. */
  minWidth?: number
}

/** Styles that go with the scripts; loaded after hydration, so they never hold up the first paint. */
export function externalStyles(config: Pick<SiteConfig, 'FONT_URL' | 'WIDGET_AI_SUMMARY_KEY' | 'WIDGET_AI_SUMMARY_CSS'>): string[] {
  const styles = [...config.FONT_URL]
  if (config.WIDGET_AI_SUMMARY_KEY && config.WIDGET_AI_SUMMARY_CSS) styles.push(config.WIDGET_AI_SUMMARY_CSS)
  return styles.filter(Boolean)
}

/** A string as a JavaScript literal, safe inside an inline <script>. */
function literal(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/**
 * The third-party scripts the settings ask for (docs/behaviour.md §7), each only when its key is set: analytics,
 * the page-view counter, the AI summary, the chatbot and the visitor map.
 */
export function externalScripts(config: SiteConfig): ExternalScript[] {
  const scripts: ExternalScript[] = []
  const add = (when: unknown, script: ExternalScript) => {
    if (when) scripts.push(script)
  }
  add(config.ANALYTICS_BUSUANZI_ENABLE, { id: 'busuanzi', src: BUSUANZI_SRC, strategy: 'afterInteractive' })
  add(config.ANALYTICS_GOOGLE_ID, {
    id: 'google-analytics',
    src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.ANALYTICS_GOOGLE_ID)}`,
    inline: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${literal(config.ANALYTICS_GOOGLE_ID)});`,
    strategy: 'afterInteractive'
  })
  add(config.ANALYTICS_BAIDU_ID, { id: 'baidu-tongji', src: `https://hm.baidu.com/hm.js?${encodeURIComponent(config.ANALYTICS_BAIDU_ID)}`, strategy: 'afterInteractive' })
  add(config.ANALYTICS_CNZZ_ID, {
    id: 'cnzz',
    src: `https://s9.cnzz.com/z_stat.php?id=${encodeURIComponent(config.ANALYTICS_CNZZ_ID)}&web_id=${encodeURIComponent(config.ANALYTICS_CNZZ_ID)}`,
    strategy: 'lazyOnload'
  })
  add(config.ANALYTICS_51LA_ID && config.ANALYTICS_51LA_CK, {
    id: '51la',
    src: 'https://sdk.51.la/js-sdk-pro.min.js',
    inline: `window.__la_init=function(){window.LA&&LA.init({id:${literal(config.ANALYTICS_51LA_ID)},ck:${literal(config.ANALYTICS_51LA_CK)}})};`,
    strategy: 'lazyOnload'
  })
  add(config.ANALYTICS_ACKEE_TRACKER && config.ANALYTICS_ACKEE_DATA_SERVER && config.ANALYTICS_ACKEE_DOMAIN_ID, {
    id: 'ackee',
    src: config.ANALYTICS_ACKEE_TRACKER,
    strategy: 'afterInteractive',
    attributes: { 'data-ackee-server': config.ANALYTICS_ACKEE_DATA_SERVER, 'data-ackee-domain-id': config.ANALYTICS_ACKEE_DOMAIN_ID }
  })
  add(config.ANALYTICS_MATOMO_HOST_URL && config.ANALYTICS_MATOMO_SITE_ID, {
    id: 'matomo',
    src: `${config.ANALYTICS_MATOMO_HOST_URL}/matomo.js`,
    inline: `var _paq=window._paq=window._paq||[];_paq.push(['trackPageView']);_paq.push(['enableLinkTracking']);_paq.push(['setTrackerUrl',${literal(`${config.ANALYTICS_MATOMO_HOST_URL}/matomo.php`)}]);_paq.push(['setSiteId',${literal(config.ANALYTICS_MATOMO_SITE_ID)}]);`,
    strategy: 'afterInteractive'
  })
  add(config.ANALYTICS_CLARITY_ID, {
    id: 'clarity',
    src: `https://www.clarity.ms/tag/${encodeURIComponent(config.ANALYTICS_CLARITY_ID)}`,
    inline: 'window.clarity=window.clarity||function(){(window.clarity.q=window.clarity.q||[]).push(arguments)};',
    strategy: 'lazyOnload'
  })
  add(config.ANALYTICS_UMAMI_ID && config.ANALYTICS_UMAMI_HOST, {
    id: 'umami',
    src: config.ANALYTICS_UMAMI_HOST,
    strategy: 'afterInteractive',
    attributes: { 'data-website-id': config.ANALYTICS_UMAMI_ID }
  })
  add(config.ANALYTICS_VERCEL, { id: 'vercel-analytics', src: '/_vercel/insights/script.js', strategy: 'afterInteractive' })
  add(config.WIDGET_AI_SUMMARY_KEY && config.WIDGET_AI_SUMMARY_JS, {
    id: 'ai-summary',
    src: config.WIDGET_AI_SUMMARY_JS,
    inline: `window.tianliGPT_postSelector='#article-body';window.tianliGPT_key=${literal(config.WIDGET_AI_SUMMARY_KEY)};`,
    strategy: 'lazyOnload'
  })
  add(config.WIDGET_CHATBOT_ID && config.WIDGET_CHATBOT_SDK_URL, {
    id: '__webwhizSdk__',
    src: config.WIDGET_CHATBOT_SDK_URL,
    strategy: 'lazyOnload',
    attributes: { baseUrl: config.WIDGET_CHATBOT_BASE_URL, chatbotId: config.WIDGET_CHATBOT_ID }
  })
  add(config.WIDGET_REVOLVERMAPS && config.WIDGET_REVOLVERMAPS_ID, {
    id: 'revolvermaps',
    src: `${REVOLVERMAPS_SRC}?i=${encodeURIComponent(config.WIDGET_REVOLVERMAPS_ID)}&m=0&c=ff0000&cr1=ffffff&f=arial&l=33`,
    strategy: 'lazyOnload',
    minWidth: config.WIDGET_VISITOR_MAP_MIN_WIDTH
  })
  return scripts
}

/** The Live2D pet: the script that draws it and the model it draws. */
export interface Live2DPet {
  script: string
  model: string
  /** Drawn only on windows at least this wide, in px: it is heavy for phones. */
  minWidth: number
}

/** live2d-widget's drawing script, when WIDGET_PET_SCRIPT names none (kept here, in the loader's chunk, not in every page's settings). */
export const LIVE2D_WIDGET_SRC = 'https://cdn.jsdelivr.net/gh/stevenjoezhang/live2d-widget@latest/live2d.min.js'

/** The pet the settings ask for (WIDGET_PET with a model), or null. */
export function live2dPet(config: Pick<SiteConfig, 'WIDGET_PET' | 'WIDGET_PET_LINK' | 'WIDGET_PET_SCRIPT' | 'WIDGET_VISITOR_MAP_MIN_WIDTH'>): Live2DPet | null {
  if (!config.WIDGET_PET || !config.WIDGET_PET_LINK) return null
  return { script: config.WIDGET_PET_SCRIPT || LIVE2D_WIDGET_SRC, model: config.WIDGET_PET_LINK, minWidth: config.WIDGET_VISITOR_MAP_MIN_WIDTH }
}

/** The scripts that fit a window `width` px wide. */
export function scriptsForWidth(scripts: readonly ExternalScript[], width: number): ExternalScript[] {
  return scripts.filter((script) => script.minWidth === undefined || width >= script.minWidth)
}
