/**
 * The next theme's own keys and their defaults (after the Hexo NexT theme, Pisces/Gemini schemes).
 * Plain values with no React, so the server reads env overrides for them; any key can be
 * overridden by an environment variable or a Notion Config row of the same name.
 */
const NEXT_CONFIG = {
  /** The phone's black top bar: 'normal' scrolls away, 'fixed' stays, 'autoCollapse' hides while scrolling down. */
  NEXT_NAV_TYPE: 'normal' as 'normal' | 'fixed' | 'autoCollapse',
  /** A 288 px cover under each post card's text. */
  NEXT_POST_LIST_COVER: false,
  /** Post cards show the opening of the post: POST_PREVIEW_LINES lines of its summary, or its first blocks drawn with the site's POST_LIST_PREVIEW on. */
  NEXT_POST_LIST_PREVIEW: true,
  /** Post cards show a short summary (three lines) when the preview is off. */
  NEXT_POST_LIST_SUMMARY: false,
  /** The post's cover at the top of its card. */
  NEXT_POST_HEADER_IMAGE_VISIBLE: false,
  /** The right widget column on wide screens. */
  NEXT_RIGHT_BAR: true,
  /** Latest posts in the right column. */
  NEXT_RIGHT_LATEST_POSTS: true,
  /** Categories in the right column. */
  NEXT_RIGHT_CATEGORY_LIST: true,
  /** Tags in the right column. */
  NEXT_RIGHT_TAG_LIST: true,
  /** An AdSense card (the native unit, else the display unit) at the foot of the right column; only with ADSENSE_GOOGLE_ID set. */
  NEXT_RIGHT_AD: false,
  /** Categories in the menu. */
  NEXT_MENU_CATEGORY: true,
  /** Tags in the menu. */
  NEXT_MENU_TAG: true,
  /** Archive in the menu. */
  NEXT_MENU_ARCHIVE: true,
  /** Search in the menu, and the search field under it. */
  NEXT_MENU_SEARCH: true,
  /** Back to top in the floating group. */
  NEXT_WIDGET_TO_TOP: true,
  /** Scroll to the bottom in the floating group. */
  NEXT_WIDGET_TO_BOTTOM: false,
  /** Dark-mode switch in the floating group (the footer always has one). */
  NEXT_WIDGET_DARK_MODE: false,
  /** Contents drawer in the floating group (posts, narrow screens). */
  NEXT_WIDGET_TOC: true,
  /** Related posts under a post. */
  NEXT_ARTICLE_RELATE_POSTS: true,
  /** The copyright box under a post. */
  NEXT_ARTICLE_COPYRIGHT: true,
  /** A post's meta line, share bar and category/tag row; off leaves the title and the body. */
  NEXT_ARTICLE_INFO: true,
  /** Seconds before the 404 page returns home by itself (a visitor who scrolls, types or clicks stays); 0 never. */
  NEXT_404_REDIRECT_SECONDS: 5
}

export type NextThemeConfig = typeof NEXT_CONFIG
export default NEXT_CONFIG
