import type { SiteConfig } from '@/blog.config'
import { DEFAULT_CONFIG } from './default-config'

/**
 * The site's config as the browser gets it, resolved on the server (resolveConfig,
 * resolveThemeConfig): only values, no precedence left to apply. To keep page data small it
 * carries only what differs from the defaults the browser has anyway (the site's, bundled with
 * the page's scripts, and each theme's, in its own chunk), and a theme previewed with `?theme=`
 * still finds its values here: the browser lays them over those defaults (siteConfigOf,
 * themeConfigOf).
 */
export interface ShippedConfig {
  /** The site settings, resolved without any theme's site defaults: those that differ from the bundled defaults. */
  site: Partial<SiteConfig>
  /** For each theme that sets site settings (plog: dark), those settings, resolved: a Notion Config row still wins. */
  themeSite: Record<string, Partial<SiteConfig>>
  /** The themes' own keys the owner set (environment, Notion Config row), resolved per key; a theme's defaults fill the rest. */
  themeKeys: Record<string, unknown>
}

/**
 * The site config with theme `theme` shown (none: without any theme's site settings): the bundled
 * defaults under the server's resolved values. Browser-safe.
 */
export function siteConfigOf(shipped: ShippedConfig, theme?: string): SiteConfig {
  return { ...DEFAULT_CONFIG, ...shipped.site, ...(theme === undefined ? {} : shipped.themeSite[theme]) } as SiteConfig
}

/** A theme's own keys: its defaults (from its chunk) under the values the server resolved for them. Browser-safe. */
export function themeConfigOf<T extends Record<string, unknown>>(themeDefaults: T, themeKeys: Record<string, unknown>): T {
  return Object.fromEntries(Object.entries(themeDefaults).map(([key, value]) => [key, Object.hasOwn(themeKeys, key) ? themeKeys[key] : value])) as T
}
