/**
 * A theme's config: the keys only this theme reads, with their defaults.
 *
 * - Export a plain object as the default export. No React here: the server imports this file
 *   (through the theme's manifest, `theme.ts`) to read environment overrides without loading the theme's components.
 * - Prefix every key with the theme's name so keys of different themes never collide.
 * - The site owner overrides a key with an environment variable or a Notion Config row of the
 *   same name; strings like "false" or "12" are converted to the default's type.
 * - Read the resolved values in components with `useThemeConfig(EXAMPLE_CONFIG)`.
 * - A theme may also set site keys here (say `POSTS_PER_PAGE: 6`) to change a site default for itself.
 */
const EXAMPLE_CONFIG = {
  /** Show each post's cover as a thumbnail beside it in lists (above it on phones). */
  EXAMPLE_POST_LIST_COVER: true,
  /** Show each post's summary in lists. */
  EXAMPLE_POST_LIST_SUMMARY: true,
  /** Links to the built-in screens in the menu bar. */
  EXAMPLE_MENU_CATEGORY: true,
  EXAMPLE_MENU_TAG: true,
  EXAMPLE_MENU_ARCHIVE: true,
  EXAMPLE_MENU_SEARCH: true
}

export type ExampleConfig = typeof EXAMPLE_CONFIG
export default EXAMPLE_CONFIG
