/**
 * The medium theme's own keys and their defaults (docs/behaviour.md §3). Plain values with no React, so the
 * config layer can read env overrides for them on the server; any key can be overridden by an
 * environment variable or a Notion Config row of the same name.
 */
const MEDIUM_CONFIG = {
  /** Cover image on each post card. */
  MEDIUM_POST_LIST_COVER: false,
  /** Summary under each post card's title; with the site's POST_LIST_PREVIEW on, the post's first blocks drawn instead. */
  MEDIUM_POST_LIST_PREVIEW: true,
  /** Category chip on post cards. */
  MEDIUM_POST_LIST_CATEGORY: false,
  /** Tag chips on post cards. */
  MEDIUM_POST_LIST_TAG: false,
  /** Category chip under a post's title. */
  MEDIUM_POST_DETAIL_CATEGORY: true,
  /** Tag chips under a post's body. */
  MEDIUM_POST_DETAIL_TAG: true,
  /** Top navigation links to the built-in screens. */
  MEDIUM_MENU_CATEGORY: true,
  MEDIUM_MENU_TAG: true,
  MEDIUM_MENU_ARCHIVE: true,
  MEDIUM_MENU_SEARCH: true,
  /** Floating back-to-top button on wide screens (the mobile bar always has one). */
  MEDIUM_WIDGET_TO_TOP: true,
  /** Draws the right panel dark even in light mode, Medium's contrast sidebar. */
  MEDIUM_RIGHT_PANEL_DARK: true
}

export type MediumConfig = typeof MEDIUM_CONFIG
export default MEDIUM_CONFIG
