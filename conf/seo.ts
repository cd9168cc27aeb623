/** Search-engine ownership proofs and the feed. */
import { defineConfig } from '@/conf/define-config'

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
  ENABLE_RSS: true,
  /** Feed items carry the post's whole text as HTML, not only its summary; a locked post gives its summary either way. */
  RSS_FULL_CONTENT: true,
  /** Posts in each feed, newest first: all of them up to this cap. Readers fetch the whole feed each poll; 50 posts of 2,000 words stay under 1 MB (the reference sends its 6 latest, which a weekly reader can outrun). */
  RSS_POST_COUNT: 50
})
