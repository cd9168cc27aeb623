/**
 * Comment systems: each loads when its server or repo is set, and several may run side by side.
 * Everything here reaches the browser; put no server secret in it.
 */
import { defineConfig } from '@/conf/define-config'

/** Where giscus puts its input box. */
export const GISCUS_INPUT_POSITIONS = ['top', 'bottom'] as const
export type GiscusInputPosition = (typeof GISCUS_INPUT_POSITIONS)[number]

export const COMMENT_CONFIG = defineConfig({
  /** Hides the tab bar when only one comment system is configured. */
  COMMENT_HIDE_SINGLE_TAB: false,

  /** giscus repository, owner/name. */
  COMMENT_GISCUS_REPO: '',
  /** giscus repository id, shown on giscus.app once the repo is set up. */
  COMMENT_GISCUS_REPO_ID: '',
  /** giscus discussion category id. */
  COMMENT_GISCUS_CATEGORY_ID: '',
  /** How giscus maps a page to a discussion: pathname, url, title, og:title. */
  COMMENT_GISCUS_MAPPING: 'pathname',
  /** Shows reactions on the discussion's first post. */
  COMMENT_GISCUS_REACTIONS_ENABLED: true,
  /** Emits discussion metadata to the page. */
  COMMENT_GISCUS_EMIT_METADATA: false,
  /** Comment box above or below the comments. */
  COMMENT_GISCUS_INPUT_POSITION: 'bottom' as GiscusInputPosition,
  /** giscus interface language. */
  COMMENT_GISCUS_LANG: 'zh-CN',
  /** giscus iframe loading: lazy waits until it is near the viewport. */
  COMMENT_GISCUS_LOADING: 'lazy',

  /** utterances repository, owner/name. */
  COMMENT_UTTERRANCES_REPO: '',

  /** Gitalk repository name (without the owner). */
  COMMENT_GITALK_REPO: '',
  /** Gitalk repository owner. */
  COMMENT_GITALK_OWNER: '',
  /** GitHub users who may create Gitalk issues; JSON or a comma-separated list. */
  COMMENT_GITALK_ADMIN: [] as string[],
  /** Gitalk OAuth app client id. */
  COMMENT_GITALK_CLIENT_ID: '',
  /** Gitalk OAuth app client secret; Gitalk runs in the browser and needs it there by its design. */
  COMMENT_GITALK_CLIENT_SECRET: '',
  /** Gitalk's distraction-free mode (Ctrl+Enter submits). */
  COMMENT_GITALK_DISTRACTION_FREE_MODE: false,
  /** Gitalk script. */
  COMMENT_GITALK_JS_CDN_URL: 'https://cdn.jsdelivr.net/npm/gitalk@1/dist/gitalk.min.js',
  /** Gitalk style sheet. */
  COMMENT_GITALK_CSS_CDN_URL: 'https://cdn.jsdelivr.net/npm/gitalk@1/dist/gitalk.css',

  /** Cusdis app id (data-app-id). */
  COMMENT_CUSDIS_APP_ID: '',
  /** Cusdis host; change it for a self-hosted Cusdis. */
  COMMENT_CUSDIS_HOST: 'https://cusdis.com',
  /** Cusdis script. */
  COMMENT_CUSDIS_SCRIPT_SRC: 'https://cusdis.com/js/cusdis.es.js',

  /** Twikoo environment id (Tencent CloudBase) or server URL. */
  COMMENT_TWIKOO_ENV_ID: '',
  /** With COMMENT_TWIKOO_ENV_ID set: each post card of the themes that show it gets its Twikoo comment count, fetched once the list is drawn (Twikoo's script then loads on list pages too). */
  COMMENT_TWIKOO_COUNT_ENABLE: false,
  /** Twikoo client script. */
  COMMENT_TWIKOO_CDN_URL: 'https://cdn.jsdelivr.net/npm/twikoo@1/dist/twikoo.min.js',

  /** Waline server URL. */
  COMMENT_WALINE_SERVER_URL: '',
  /** With a Waline server set: a recent-comments card in the sidebars of themes that have one; false hides it. */
  COMMENT_WALINE_RECENT: true,

  /** Valine (LeanCloud) app id. */
  COMMENT_VALINE_APP_ID: '',
  /** Valine (LeanCloud) app key; public by LeanCloud's design. */
  COMMENT_VALINE_APP_KEY: '',
  /** LeanCloud server URL, needed for custom domains. */
  COMMENT_VALINE_SERVER_URLS: '',
  /** Placeholder of the Valine comment box. */
  COMMENT_VALINE_PLACEHOLDER: '',
  /** Valine script. */
  COMMENT_VALINE_CDN: 'https://cdn.jsdelivr.net/npm/valine@1/dist/Valine.min.js',

  /** Artalk server URL. */
  COMMENT_ARTALK_SERVER: '',
  /** Artalk script. */
  COMMENT_ARTALK_JS: 'https://cdn.jsdelivr.net/npm/artalk@2/dist/Artalk.js',
  /** Artalk style sheet. */
  COMMENT_ARTALK_CSS: 'https://cdn.jsdelivr.net/npm/artalk@2/dist/Artalk.css',

  /** Shows Webmentions (webmention.io) and links the endpoint. */
  COMMENT_WEBMENTION_ENABLE: false,
  /** IndieAuth identity for webmention.io: your GitHub or X profile URL, linked from every page as rel="me" while webmentions are on. */
  COMMENT_WEBMENTION_AUTH: '',
  /** Domain registered at webmention.io, usually the site's. */
  COMMENT_WEBMENTION_HOSTNAME: '',
  /** X (Twitter) user name: under the mentions, a link to mention the post on X via this account. */
  COMMENT_WEBMENTION_TWITTER_USERNAME: '',
  /** webmention.io read token; it only reads public mentions. */
  COMMENT_WEBMENTION_TOKEN: ''
})
