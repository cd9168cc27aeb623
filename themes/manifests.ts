/**
 * The theme registry: one line a theme, in the README gallery's order. Every list of themes derives
 * from it (names, descriptions, configs, card palettes, home-page data); the React side
 * (themes/index.ts) has a table of its own, a Record over these names, so the compiler demands its
 * line. Adding a theme is its folder (`themes/<name>/theme.ts`, `config.ts`, `index.tsx`) plus its
 * line here and its line there. Plain data, no React: the server, the scripts and the tests read
 * it; the browser never loads it (every theme's config would ride in every page's scripts).
 */
import { createThemeCatalog, isThemeNameIn } from '@/lib/themes/manifest'
import { DEFAULT_THEME } from './default-theme'
import medium from './medium/theme'
import example from './example/theme'
import hexo from './hexo/theme'
import next from './next/theme'
import gitbook from './gitbook/theme'
import nav from './nav/theme'
import magzine from './magzine/theme'
import movie from './movie/theme'
import game from './game/theme'
import nobelium from './nobelium/theme'
import simple from './simple/theme'
import plog from './plog/theme'
import fukasawa from './fukasawa/theme'
import matery from './matery/theme'
import commerce from './commerce/theme'
import heo from './heo/theme'
import landing from './landing/theme'
import starter from './starter/theme'

export const THEME_MANIFESTS = {
  medium,
  example,
  hexo,
  next,
  gitbook,
  nav,
  magzine,
  movie,
  game,
  nobelium,
  simple,
  plog,
  fukasawa,
  matery,
  commerce,
  heo,
  landing,
  starter
}

export type ThemeName = keyof typeof THEME_MANIFESTS

/** The registry as lib takes it (lib/themes/manifest.ts): lib never imports this folder. */
export const THEMES = createThemeCatalog(THEME_MANIFESTS, DEFAULT_THEME)

/** Every theme's name, in the registry's order. */
export const THEME_NAMES = THEMES.names

export function isThemeName(value: unknown): value is ThemeName {
  return isThemeNameIn(THEMES, value)
}

export { DEFAULT_THEME }
