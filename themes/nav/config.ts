/**
 * The nav theme's own keys and their defaults. Plain values with no React, so the config layer
 * reads env overrides for them on the server; any key can be overridden by an environment variable
 * or a Notion Config row of the same name.
 */
const NAV_CONFIG = {
  /** Every post of a category in one section of the directory; off, each run of consecutive posts of a category is its own section. */
  NAV_AUTO_SORT: true,
  /** The most posts the home's directory shows: past it, each category shows its newest posts (an
   * equal number each) and links to its page for the rest, so a large site's home stays light. */
  NAV_DIRECTORY_MAX_POSTS: 120,
  /** The site title beside the logo in the left column. */
  NAV_SHOW_TITLE_TEXT: false,
  /** The left menu is the site's Notion menu, its sub-menus open (when the site has Menu rows); off, a "# category" link to each section of the home. */
  NAV_USE_CUSTOM_MENU: true,
  /** Menu links to the category index, the tag index and the archive. */
  NAV_MENU_CATEGORY: true,
  NAV_MENU_TAG: true,
  NAV_MENU_ARCHIVE: true,
  /** Menu link to the search screen. */
  NAV_MENU_SEARCH: true,
  /** Floating back-to-top button. */
  NAV_WIDGET_TO_TOP: true
}

export type NavConfig = typeof NAV_CONFIG
export default NAV_CONFIG
