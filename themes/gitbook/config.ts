/**
 * The gitbook theme's own keys and their defaults. Plain values with no React, so the config layer
 * reads env overrides for them on the server; any key can be overridden by an environment variable
 * or a Notion Config row of the same name.
 */
const GITBOOK_CONFIG = {
  /** Slug of the page the home shows (the first post when no page has it). */
  GITBOOK_INDEX_PAGE: 'about',
  /** Every post of a category in one folder of the tree; off, each run of consecutive posts of a category is its own folder. */
  GITBOOK_AUTO_SORT: true,
  /** A red dot on the tree's latest posts edited since this reader last opened them. */
  GITBOOK_LATEST_POST_RED_BADGE: true,
  /** Top menu link to the category index. */
  GITBOOK_MENU_CATEGORY: true,
  /** Top menu link to the tag index (the key's "BOOK" is kept from the theme it follows). */
  GITBOOK_BOOK_MENU_TAG: true,
  /** Top menu link to the archive. */
  GITBOOK_MENU_ARCHIVE: true,
  /** Top menu link to the search screen. */
  GITBOOK_MENU_SEARCH: true,
  /** Only one folder of the tree open at a time. */
  GITBOOK_EXCLUSIVE_COLLAPSE: true,
  /** Folders open when the mouse rests on them. */
  GITBOOK_FOLDER_HOVER_EXPAND: false,
  /** Floating back-to-top button on wide screens (the bottom bar of phones always has one). */
  GITBOOK_WIDGET_TO_TOP: true
}

export type GitbookConfig = typeof GITBOOK_CONFIG
export default GITBOOK_CONFIG
