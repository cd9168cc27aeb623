/**
 * The hexo theme's own keys and their defaults (after Hexo's Butterfly look). Plain values with no
 * React, so the server reads env overrides for them; any key can be overridden by an environment
 * variable or a Notion Config row of the same name. The hero's greetings are the site's GREETING_WORDS.
 */
const HEXO_CONFIG = {
  /** Full-screen cover with the site title and typed greetings on the home page. */
  HEXO_HOME_BANNER_ENABLE: true,
  /** One glassy button per category in the home cover. */
  HEXO_HOME_NAV_BUTTONS: true,
  /** The home cover stays in place while the page scrolls over it (wide screens). */
  HEXO_HOME_NAV_BACKGROUND_IMG_FIXED: false,
  /** "Start reading" written above the cover's chevron. */
  HEXO_SHOW_START_READING: true,
  /** Home in the menu. */
  HEXO_MENU_INDEX: true,
  /** Categories in the menu and the info card's counters. */
  HEXO_MENU_CATEGORY: true,
  /** Tags in the menu and the info card's counters. */
  HEXO_MENU_TAG: true,
  /** Archive in the menu and the info card's counters. */
  HEXO_MENU_ARCHIVE: true,
  /** Search in the menu, and the header's search button. */
  HEXO_MENU_SEARCH: true,
  /** Random-post button in the header and the floating strip. */
  HEXO_MENU_RANDOM: true,
  /** Covers on post cards. */
  HEXO_POST_LIST_COVER: true,
  /** The whole card grows a little on hover. */
  HEXO_POST_LIST_COVER_HOVER_ENLARGE: false,
  /** A post without a cover shows the site's cover on its card. */
  HEXO_POST_LIST_COVER_DEFAULT: true,
  /** Summaries on post cards. */
  HEXO_POST_LIST_SUMMARY: true,
  /** Post cards show the opening of the post drawn as blocks instead of its summary, with the site's POST_LIST_PREVIEW on. */
  HEXO_POST_LIST_PREVIEW: false,
  /** Post cards alternate the side of their cover. */
  HEXO_POST_LIST_IMG_CROSSOVER: true,
  /** Previous / next links under a post. */
  HEXO_ARTICLE_ADJACENT: true,
  /** The copyright box under a post. */
  HEXO_ARTICLE_COPYRIGHT: true,
  /** Recommended posts as image tiles under a post. */
  HEXO_ARTICLE_RECOMMEND: true,
  /** The latest-posts card of the sidebar. */
  HEXO_WIDGET_LATEST_POSTS: true,
  /** The site-stats card of the sidebar (posts, days online, visits). */
  HEXO_WIDGET_ANALYTICS: false,
  /** Back to top in the floating strip. */
  HEXO_WIDGET_TO_TOP: true,
  /** Jump to comments in the floating strip (posts with comments). */
  HEXO_WIDGET_TO_COMMENT: true,
  /** Dark-mode switch in the floating strip. */
  HEXO_WIDGET_DARK_MODE: true,
  /** Contents drawer in the floating strip (posts, narrow screens). */
  HEXO_WIDGET_TOC: true,
  /** Seconds before the 404 page returns home by itself (a visitor who scrolls, types or clicks stays); 0 never. */
  HEXO_404_REDIRECT_SECONDS: 5
}

export type HexoConfig = typeof HEXO_CONFIG
export default HEXO_CONFIG
