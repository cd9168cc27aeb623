/**
 * The matery theme's own keys and their defaults (after the Hexo theme matery, in Material Design).
 * Plain values with no React, so the server reads env overrides for them; any key can be overridden
 * by an environment variable or a Notion Config row of the same name. The hero's typed line is the
 * site's GREETING_WORDS.
 */
const MATERY_CONFIG = {
  /** The full-screen cover with the site title, the typed greetings and the "Start reading" pill on home. */
  MATERY_HOME_BANNER_ENABLE: true,
  /** The home cover stays in place while the page scrolls over it (wide screens). */
  MATERY_HOME_NAV_BACKGROUND_IMG_FIXED: false,
  /** "Start reading" written in the hero's pill (an arrow alone without). */
  MATERY_SHOW_START_READING: true,
  /** Categories in the menu. */
  MATERY_MENU_CATEGORY: true,
  /** Tags in the menu. */
  MATERY_MENU_TAG: true,
  /** Archive in the menu. */
  MATERY_MENU_ARCHIVE: true,
  /** Search in the menu, and the app bar's search button. */
  MATERY_MENU_SEARCH: true,
  /** Covers on post cards (a coloured stand-in for a post without one). */
  MATERY_POST_LIST_COVER: true,
  /** A post without a cover shows the site's cover on its card. */
  MATERY_POST_LIST_COVER_DEFAULT: true,
  /** Summaries on post cards. */
  MATERY_POST_LIST_SUMMARY: true,
  /** Post cards show the opening of the post drawn as blocks instead of its summary, with the site's POST_LIST_PREVIEW on. */
  MATERY_POST_LIST_PREVIEW: true,
  /** Previous and next posts as two picture cards under a post. */
  MATERY_ARTICLE_ADJACENT: true,
  /** The copyright box under a post. */
  MATERY_ARTICLE_COPYRIGHT: true,
  /** Recommended posts as picture tiles under a post. */
  MATERY_ARTICLE_RECOMMEND: true,
  /** Back to top among the floating buttons. */
  MATERY_WIDGET_TO_TOP: true,
  /** Jump to comments among the floating buttons (posts with comments). */
  MATERY_WIDGET_TO_COMMENT: true,
  /** Dark-mode switch among the floating buttons. */
  MATERY_WIDGET_DARK_MODE: true,
  /** The contact button among the floating buttons, folding out the author's contact links. */
  MATERY_WIDGET_CONTACTS: true,
  /** The contents as a floating button on screens too narrow for the side column. */
  MATERY_WIDGET_TOC: true,
  /** Seconds before the 404 page returns home by itself (a visitor who scrolls, types or clicks stays); 0 never. */
  MATERY_404_REDIRECT_SECONDS: 5
}

export type MateryConfig = typeof MATERY_CONFIG
export default MATERY_CONFIG
