import dynamic from 'next/dynamic'
import type { ComponentType } from 'react'
import type { LayoutName } from '@/lib/site/props'
import { BUILT_THEME_NAMES, type BuiltThemeName } from './catalog'
import type { ThemeRootProps } from './theme-root'
import { THEME_NAMES, type ThemeName } from './types'

export { BUILT_THEME_NAMES, THEME_NAMES, type BuiltThemeName, type ThemeName }

type LoadedThemeRoot = ComponentType<ThemeRootProps> & { preloadLayout: (layout: LayoutName) => Promise<void> }
type ThemeModule = () => Promise<{ default: LoadedThemeRoot }>

/**
 * Each built theme's module: its own chunk, loaded when a page renders with it, so a page ships one
 * theme. The bundler needs each `import()` written out, so the table is explicit; it must name
 * exactly the themes of BUILT_THEME_NAMES (a missing or extra entry does not compile).
 */
const THEME_MODULES: Record<BuiltThemeName, ThemeModule> = {
  medium: () => import('./medium'),
  example: () => import('./example'),
  hexo: () => import('./hexo'),
  next: () => import('./next'),
  gitbook: () => import('./gitbook'),
  nav: () => import('./nav'),
  magzine: () => import('./magzine'),
  movie: () => import('./movie'),
  game: () => import('./game'),
  nobelium: () => import('./nobelium'),
  simple: () => import('./simple'),
  plog: () => import('./plog'),
  fukasawa: () => import('./fukasawa')
}

/**
 * The registry's components. next/dynamic must see each `import()` inline to list the theme's chunk
 * for hydration, so these repeat the table above, one line a theme.
 */
const THEME_ROOTS: Record<BuiltThemeName, ComponentType<ThemeRootProps>> = {
  medium: dynamic<ThemeRootProps>(() => import('./medium').then((m) => m.default)),
  example: dynamic<ThemeRootProps>(() => import('./example').then((m) => m.default)),
  hexo: dynamic<ThemeRootProps>(() => import('./hexo').then((m) => m.default)),
  next: dynamic<ThemeRootProps>(() => import('./next').then((m) => m.default)),
  gitbook: dynamic<ThemeRootProps>(() => import('./gitbook').then((m) => m.default)),
  nav: dynamic<ThemeRootProps>(() => import('./nav').then((m) => m.default)),
  magzine: dynamic<ThemeRootProps>(() => import('./magzine').then((m) => m.default)),
  movie: dynamic<ThemeRootProps>(() => import('./movie').then((m) => m.default)),
  game: dynamic<ThemeRootProps>(() => import('./game').then((m) => m.default)),
  nobelium: dynamic<ThemeRootProps>(() => import('./nobelium').then((m) => m.default)),
  simple: dynamic<ThemeRootProps>(() => import('./simple').then((m) => m.default)),
  plog: dynamic<ThemeRootProps>(() => import('./plog').then((m) => m.default)),
  fukasawa: dynamic<ThemeRootProps>(() => import('./fukasawa').then((m) => m.default))
}

export const DEFAULT_THEME = 'medium' satisfies BuiltThemeName

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value)
}

export function isBuiltTheme(name: ThemeName): name is BuiltThemeName {
  return (BUILT_THEME_NAMES as readonly string[]).includes(name)
}

/**
 * Fetches everything theme `name` needs to draw `layout` (its chunk, and the chunk of that layout
 * if the theme loads it lazily) and gives its root component, which then renders at once: the
 * registry's next/dynamic entry would still draw nothing for a moment.
 */
export async function preloadTheme(name: ThemeName, layout: LayoutName): Promise<ComponentType<ThemeRootProps>> {
  const { default: root } = await THEME_MODULES[isBuiltTheme(name) ? name : DEFAULT_THEME]()
  await root.preloadLayout(layout)
  return root
}

export function getThemeRoot(name: ThemeName): ComponentType<ThemeRootProps> {
  return THEME_ROOTS[isBuiltTheme(name) ? name : DEFAULT_THEME]
}

/** The theme after `name` in THEME_NAMES order, wrapping at the end. */
export function nextThemeName(name: ThemeName): ThemeName {
  const index = THEME_NAMES.indexOf(name)
  return THEME_NAMES[(index + 1) % THEME_NAMES.length] ?? DEFAULT_THEME
}
