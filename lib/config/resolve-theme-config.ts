import type { ConfigOverrides } from '@/lib/site/page-props'
import { DEFAULT_CONFIG } from './default-config'

/**
 * A theme's config: its defaults < environment < Notion Config page. A key that is also a site
 * key keeps resolveConfig's order (the theme beats the environment), so both functions agree on
 * every key (the order is documented at resolveConfig). Server side: the browser gets the result.
 */
export function resolveThemeConfig<T extends Record<string, unknown>>(themeDefaults: T, overrides: ConfigOverrides): T {
  const resolved = Object.entries(themeDefaults).map(([key, value]): [string, unknown] => {
    if (Object.hasOwn(overrides.remote, key)) return [key, overrides.remote[key]]
    if (!Object.hasOwn(DEFAULT_CONFIG, key) && Object.hasOwn(overrides.env, key)) return [key, overrides.env[key]]
    return [key, value]
  })
  return Object.fromEntries(resolved) as T
}
