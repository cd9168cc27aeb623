import { DEFAULT_CONFIG } from '@/lib/config/default-config'
import { shipConfig } from '@/lib/config/ship-config'
import { siteConfigOf, themeConfigOf } from '@/lib/config/shipped-config'

/** Two themes as the registry would give them: one setting a site key (as plog does), one with keys of its own. */
const THEMES = {
  dark: { APPEARANCE: 'dark', DARK_BANNER: true },
  plain: { PLAIN_COLUMNS: 2, PLAIN_TITLE: 'Plain' }
}

test("the browser's config for a theme is the server's resolution of it, whichever theme is shown", () => {
  const overrides = { env: { APPEARANCE: 'light', PLAIN_COLUMNS: 3, POSTS_PER_PAGE: 8 }, remote: { PLAIN_TITLE: 'Mine', TITLE: 'Blog' }, workspace: { TITLE: 'Workspace' } }
  const shipped = shipConfig(overrides, THEMES)
  // The environment and the Config row over the defaults; the workspace's title loses to the Config row's.
  expect(siteConfigOf(shipped, 'plain')).toMatchObject({ APPEARANCE: 'light', POSTS_PER_PAGE: 8, TITLE: 'Blog' })
  // A theme's value for a site key beats the environment.
  expect(siteConfigOf(shipped, 'dark').APPEARANCE).toBe('dark')
  // A theme's own keys: the environment and the Config row beat its defaults; a key nobody set keeps its default.
  expect(themeConfigOf(THEMES.plain, shipped.themeKeys)).toEqual({ PLAIN_COLUMNS: 3, PLAIN_TITLE: 'Mine' })
  expect(themeConfigOf(THEMES.dark, shipped.themeKeys)).toEqual({ APPEARANCE: 'dark', DARK_BANNER: true })
})

test("a Config row's site setting beats a theme's", () => {
  const shipped = shipConfig({ env: {}, remote: { APPEARANCE: 'auto' } }, THEMES)
  expect(siteConfigOf(shipped, 'dark').APPEARANCE).toBe('auto')
})

test('only what differs from the defaults the browser already has is carried', () => {
  const shipped = shipConfig({ env: { POSTS_PER_PAGE: DEFAULT_CONFIG.POSTS_PER_PAGE, SINCE: 2001 }, remote: { PLAIN_COLUMNS: 2 } }, THEMES)
  expect(shipped.site).toEqual({ SINCE: 2001 })
  expect(shipped.themeKeys).toEqual({})
  expect(shipped.themeSite).toEqual({ dark: { APPEARANCE: 'dark' } })
  // Without a theme, the site's config is the defaults under the carried values.
  expect(siteConfigOf(shipped)).toEqual({ ...DEFAULT_CONFIG, SINCE: 2001 })
})
