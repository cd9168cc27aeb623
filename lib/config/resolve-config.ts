import type { ConfigOverrides } from '@/lib/site/props'
import type { SiteConfig } from '@/blog.config'
import { DEFAULT_CONFIG } from './default-config'

/**
 * The site's config: defaults < the workspace's own name and description < environment < theme
 * config < Notion Config page. A theme value
 * for a site key (say the theme wants POST_LIST_STYLE scroll) beats the environment; a theme's
 * own keys have no site default, so for them the environment beats the theme's default (the
 * order resolveThemeConfig uses). Pure and browser-safe: the overrides were read and converted
 * on the server and arrive in page props.
 */
export function resolveConfig(overrides: ConfigOverrides, themeConfig: Record<string, unknown> = {}): SiteConfig {
  const themeEntries = Object.entries(themeConfig)
  const themeSiteKeys = Object.fromEntries(themeEntries.filter(([key]) => Object.hasOwn(DEFAULT_CONFIG, key)))
  const themeOwnKeys = Object.fromEntries(themeEntries.filter(([key]) => !Object.hasOwn(DEFAULT_CONFIG, key)))
  return { ...DEFAULT_CONFIG, ...overrides.workspace, ...themeOwnKeys, ...overrides.env, ...themeSiteKeys, ...overrides.remote } as SiteConfig
}
