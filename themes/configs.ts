import type { ThemeConfig, ThemeName } from './types'
import commerceConfig from './commerce/config'
import exampleConfig from './example/config'
import fukasawaConfig from './fukasawa/config'
import gameConfig from './game/config'
import gitbookConfig from './gitbook/config'
import heoConfig from './heo/config'
import hexoConfig from './hexo/config'
import landingConfig from './landing/config'
import magzineConfig from './magzine/config'
import materyConfig from './matery/config'
import mediumConfig from './medium/config'
import movieConfig from './movie/config'
import navConfig from './nav/config'
import nextConfig from './next/config'
import nobeliumConfig from './nobelium/config'
import plogConfig from './plog/config'
import simpleConfig from './simple/config'
import starterConfig from './starter/config'

/**
 * Every theme's own config defaults, importable on the server without loading any React: the
 * config layer reads env overrides for these keys, and getStaticProps resolves POSTS_PER_PAGE & co.
 */
export const THEME_CONFIGS: Record<ThemeName, ThemeConfig> = {
  commerce: commerceConfig,
  example: exampleConfig,
  fukasawa: fukasawaConfig,
  game: gameConfig,
  gitbook: gitbookConfig,
  heo: heoConfig,
  hexo: hexoConfig,
  landing: landingConfig,
  magzine: magzineConfig,
  matery: materyConfig,
  medium: mediumConfig,
  movie: movieConfig,
  nav: navConfig,
  next: nextConfig,
  nobelium: nobeliumConfig,
  plog: plogConfig,
  simple: simpleConfig,
  starter: starterConfig
}

/** All theme keys with their defaults, so an env variable of any theme key is read and checked. */
export const ALL_THEME_DEFAULTS: ThemeConfig = Object.assign({}, ...Object.values(THEME_CONFIGS))
