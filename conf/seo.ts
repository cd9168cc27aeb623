/** Search-engine ownership proofs and the feed. */
import { defineConfig } from '@/lib/config/define-config'

export const SEO_CONFIG = defineConfig({
  /** Google Search Console verification code; empty omits the meta tag. */
  SEO_GOOGLE_SITE_VERIFICATION: '',
  /** Baidu webmaster verification code; empty omits the meta tag. */
  SEO_BAIDU_SITE_VERIFICATION: '',
  /** Bing Webmaster verification code; empty omits the meta tag. */
  SEO_BING_SITE_VERIFICATION: '',
  /** Yandex Webmaster verification code; empty omits the meta tag. */
  SEO_YANDEX_SITE_VERIFICATION: '',
  /** Publishes /rss/feed.xml and links it from every page. */
  ENABLE_RSS: true
})
