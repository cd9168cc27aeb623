import type { Appearance } from '@/components/site/dark-mode'

/**
 * The plog theme's own keys and their defaults: a photo blog. Plain values with no React; any key
 * can be overridden by an environment variable or a Notion Config row of that name.
 */
const PLOG_CONFIG = {
  /** Photographs read best on black: plog opens dark unless the visitor or the site chose otherwise. */
  APPEARANCE: 'dark' as Appearance,
  /** Text links in the bottom bar (and the phone menu) to the built-in screens. */
  PLOG_MENU_CATEGORY: false,
  PLOG_MENU_TAG: true,
  PLOG_MENU_ARCHIVE: false,
  PLOG_MENU_SEARCH: true,
  /** The site's Notion icon as the round mark in the bars (off: a plain round mark). */
  PLOG_NAV_NOTION_ICON: true
}

export type PlogConfig = typeof PLOG_CONFIG
export default PLOG_CONFIG
