/**
 * The game theme's own keys and their defaults (BRIEFS §3). Plain values with no React, so the
 * server can read env and Notion Config overrides for them.
 */
const GAME_CONFIG = {
  /** The tag that marks featured games: large on the walls, and shown first in the search drawer. */
  GAME_RECOMMEND_TAG: 'Recommend',
  /** Enlarges featured games on the walls; off, the walls follow a fixed rhythm of large and small tiles. */
  GAME_INDEX_EXPAND_RECOMMEND: true,
  /** Menu links to the category and tag indexes, and the archive. */
  GAME_MENU_CATEGORY: false,
  GAME_MENU_TAG: true,
  GAME_MENU_ARCHIVE: false,
  /** The polite "please allow ads" dialog, on sites with ads configured (ADSENSE_GOOGLE_ID) when none could be shown. */
  GAME_AD_BLOCK_NOTICE: true
}

export type GameConfig = typeof GAME_CONFIG
export default GAME_CONFIG
