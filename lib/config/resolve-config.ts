import type { ConfigOverrides } from '@/lib/site/page-props'
import type { SiteConfig } from '@/blog.config'
import { DEFAULT_CONFIG } from './default-config'

/**
 * The site's config, resolved once, on the server (getServerContext); the browser gets the values
 * (ShippedConfig), never the overrides. The one precedence order, weakest first
 * (docs/configuration.md):
 *
 * 1. the bundled defaults (blog.config.ts, conf/*.ts)
 * 2. the workspace's own name and description (TITLE, DESCRIPTION only)
 * 3. the theme's own keys' defaults (its config.ts)
 * 4. the environment (`NEXT_PUBLIC_<KEY>`, then `<KEY>`)
 * 5. the site settings the theme sets (plog's APPEARANCE dark)
 * 6. the Notion Config row
 *
 * So a theme's value for a site key beats the environment (the theme needs it), while for a
 * theme's own keys the environment beats the theme's default; the Config row beats everything.
 * resolveThemeConfig applies the same order to a theme's keys alone.
 */
export function resolveConfig(overrides: ConfigOverrides, themeConfig: Record<string, unknown> = {}): SiteConfig {
  const themeEntries = Object.entries(themeConfig)
  const themeSiteKeys = Object.fromEntries(themeEntries.filter(([key]) => Object.hasOwn(DEFAULT_CONFIG, key)))
  const themeOwnKeys = Object.fromEntries(themeEntries.filter(([key]) => !Object.hasOwn(DEFAULT_CONFIG, key)))
  return { ...DEFAULT_CONFIG, ...overrides.workspace, ...themeOwnKeys, ...overrides.env, ...themeSiteKeys, ...overrides.remote } as SiteConfig
}
