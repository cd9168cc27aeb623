/**
 * The fukasawa theme's own keys and their defaults: a masonry of cards beside a left sidebar. Plain
 * values with no React; any key can be overridden by an environment variable or a Notion Config row.
 */
const FUKASAWA_CONFIG = {
  /** A cover on each card. */
  FUKASAWA_POST_LIST_COVER: true,
  /** A card whose post has no cover takes the site's cover instead. */
  FUKASAWA_POST_LIST_COVER_FORCE: false,
  /** Cards show the opening of the post drawn as blocks instead of its summary, with the site's POST_LIST_PREVIEW on. */
  FUKASAWA_POST_LIST_PREVIEW: false,
  /** Cards fade up as they scroll into view. */
  FUKASAWA_POST_LIST_ANIMATION: false,
  /** Sidebar menu links to the built-in screens. */
  FUKASAWA_MENU_CATEGORY: true,
  FUKASAWA_MENU_TAG: true,
  FUKASAWA_MENU_ARCHIVE: true,
  /** The floating button that folds the sidebar away (its state is remembered in the browser). */
  FUKASAWA_SIDEBAR_COLLAPSE_BUTTON: true,
  /** Start with the sidebar folded until the visitor opens it (the key keeps the original theme's spelling). */
  FUKASAWA_SIDEBAR_COLLAPSE_SATUS_DEFAULT: false
}

export type FukasawaConfig = typeof FUKASAWA_CONFIG
export default FUKASAWA_CONFIG
