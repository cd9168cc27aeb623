/**
 * The nobelium theme's own keys and their defaults: the minimal Notion blog. Plain values with no
 * React; any key can be overridden by an environment variable or a Notion Config row of that name.
 */
const NOBELIUM_CONFIG = {
  /** The site's Notion icon beside the title in the top bar (off: a small black square). */
  NOBELIUM_NAV_NOTION_ICON: true,
  /** A random-post button in the top bar. */
  NOBELIUM_MENU_RANDOM_POST: true,
  /** A search icon button in the top bar. */
  NOBELIUM_MENU_SEARCH_BUTTON: true,
  /** A dark-mode button in the top bar (the footer always has one). */
  NOBELIUM_MENU_DARKMODE_BUTTON: true,
  /** Text links in the top bar to the built-in screens. */
  NOBELIUM_MENU_CATEGORY: false,
  NOBELIUM_MENU_TAG: true,
  NOBELIUM_MENU_ARCHIVE: false,
  NOBELIUM_MENU_SEARCH: true,
  /** The top bar sticks to the top and draws a faint rule once the page is scrolled (off: it scrolls away). */
  NOBELIUM_AUTO_COLLAPSE_NAV_BAR: true
}

export type NobeliumConfig = typeof NOBELIUM_CONFIG
export default NOBELIUM_CONFIG
