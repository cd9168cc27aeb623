/** Server only: what the browser gets of the config (ShippedConfig), resolved here once. */
import type { SiteConfig } from '@/blog.config'
import type { ConfigOverrides } from '@/lib/site/page-props'
import { DEFAULT_CONFIG } from './default-config'
import { resolveConfig } from './resolve-config'
import { resolveThemeConfig } from './resolve-theme-config'
import type { ShippedConfig } from './shipped-config'

function differs(a: unknown, b: unknown): boolean {
  return a !== b && JSON.stringify(a) !== JSON.stringify(b)
}

function isSiteKey(key: string): key is keyof SiteConfig {
  return Object.hasOwn(DEFAULT_CONFIG, key)
}

/**
 * What the browser gets of the config: the overrides read on the server, resolved for the site and
 * for every theme (`themeConfigs`: each theme's config by name, from the registry), so a `?theme=` preview
 * needs no resolution in the browser either.
 */
export function shipConfig(overrides: ConfigOverrides, themeConfigs: Readonly<Record<string, Record<string, unknown>>>): ShippedConfig {
  const site = resolveConfig(overrides)
  const shippedSite = Object.fromEntries(Object.entries(site).filter(([key, value]) => isSiteKey(key) && differs(value, DEFAULT_CONFIG[key])))
  const themeSite: Record<string, Partial<SiteConfig>> = {}
  const themeKeys: Record<string, unknown> = {}
  for (const [name, themeConfig] of Object.entries(themeConfigs)) {
    const siteKeys = Object.keys(themeConfig).filter(isSiteKey)
    if (siteKeys.length > 0) {
      const resolved = resolveConfig(overrides, themeConfig)
      themeSite[name] = Object.fromEntries(siteKeys.map((key) => [key, resolved[key]]))
    }
    const ownKeys = Object.fromEntries(Object.entries(themeConfig).filter(([key]) => !isSiteKey(key)))
    for (const [key, value] of Object.entries(resolveThemeConfig(ownKeys, overrides))) {
      if (differs(value, ownKeys[key])) themeKeys[key] = value
    }
  }
  return { site: shippedSite, themeSite, themeKeys }
}
