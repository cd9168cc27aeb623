import type { ThemeConfig, ThemeName } from './types'
import exampleConfig from './example/config'
import fukasawaConfig from './fukasawa/config'
import mediumConfig from './medium/config'
import nobeliumConfig from './nobelium/config'
import plogConfig from './plog/config'
import simpleConfig from './simple/config'

/**
 * Every theme's own config defaults, importable on the server without loading any React: the
 * config layer reads env overrides for these keys, and getStaticProps resolves POSTS_PER_PAGE & co.
 */
export const THEME_CONFIGS: Record<ThemeName, ThemeConfig> = {
  commerce: mediumConfig,
  example: exampleConfig,
  fukasawa: fukasawaConfig,
  game: mediumConfig,
  gitbook: mediumConfig,
  heo: mediumConfig,
  hexo: mediumConfig,
  landing: mediumConfig,
  magzine: mediumConfig,
  matery: mediumConfig,
  medium: mediumConfig,
  movie: mediumConfig,
  nav: mediumConfig,
  next: mediumConfig,
  nobelium: nobeliumConfig,
  plog: plogConfig,
  simple: simpleConfig,
  starter: mediumConfig
}

/** All theme keys with their defaults, so an env variable of any theme key is read and checked. */
export const ALL_THEME_DEFAULTS: ThemeConfig = Object.assign({}, ...Object.values(THEME_CONFIGS))
