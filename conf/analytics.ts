/** Visitor statistics; each tracker loads only when its id is set. */
import { defineConfig } from '@/conf/define-config'

export const ANALYTICS_CONFIG = defineConfig({
  /** Vercel Web Analytics. */
  ANALYTICS_VERCEL: false,
  /** Busuanzi counters behind the footer's site and page visit counts and a post's page views; off by default, as it loads a third-party script on every page. */
  ANALYTICS_BUSUANZI_ENABLE: false,
  /** Google Analytics measurement id, G-XXXXXXXXXX. */
  ANALYTICS_GOOGLE_ID: '',
  /** Baidu Tongji id. */
  ANALYTICS_BAIDU_ID: '',
  /** CNZZ (Umeng) site id. */
  ANALYTICS_CNZZ_ID: '',
  /** 51.la site id. */
  ANALYTICS_51LA_ID: '',
  /** 51.la ck value. */
  ANALYTICS_51LA_CK: '',
  /** Ackee tracker script URL. */
  ANALYTICS_ACKEE_TRACKER: '',
  /** Ackee server, without a trailing slash. */
  ANALYTICS_ACKEE_DATA_SERVER: '',
  /** Ackee domain id. */
  ANALYTICS_ACKEE_DOMAIN_ID: '',
  /** Matomo server, without a trailing slash. */
  ANALYTICS_MATOMO_HOST_URL: '',
  /** Matomo site id. */
  ANALYTICS_MATOMO_SITE_ID: '',
  /** Microsoft Clarity project id. */
  ANALYTICS_CLARITY_ID: '',
  /** Umami script URL; change it for a self-hosted Umami. */
  ANALYTICS_UMAMI_HOST: 'https://cloud.umami.is/script.js',
  /** Umami website id. */
  ANALYTICS_UMAMI_ID: ''
})
