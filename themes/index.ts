import dynamic from 'next/dynamic'
import type { ComponentType } from 'react'
import type { LayoutName } from '@/lib/site/props'
import type { ThemeRootProps } from './theme-root'
import { THEME_NAMES, type ThemeName } from './types'

export { THEME_NAMES, type ThemeName }

/**
 * Each built theme is its own chunk, loaded when a page renders with it: a page ships one theme.
 * next/dynamic needs each `import()` written out, so the table is explicit.
 */
const medium = dynamic<ThemeRootProps>(() => import('./medium').then((m) => m.default))
const example = dynamic<ThemeRootProps>(() => import('./example').then((m) => m.default))

/** Themes that exist; every other name of THEME_NAMES falls back to medium until it is built. */
export const BUILT_THEMES: Partial<Record<ThemeName, ComponentType<ThemeRootProps>>> = { medium, example }

export const DEFAULT_THEME: ThemeName = 'medium'

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value)
}

type LoadedThemeRoot = ComponentType<ThemeRootProps> & { preloadLayout: (layout: LayoutName) => Promise<void> }

/** The built themes' modules, the same chunks as above: to fetch a theme ahead of showing it. */
const THEME_MODULES: Partial<Record<ThemeName, () => Promise<{ default: LoadedThemeRoot }>>> = {
  medium: () => import('./medium'),
  example: () => import('./example')
}

/**
 * Fetches everything theme `name` needs to draw `layout` (its chunk, and the chunk of that layout
 * if the theme loads it lazily) and gives its root component, which then renders at once: the
 * registry's next/dynamic entry would still draw nothing for a moment.
 */
export async function preloadTheme(name: ThemeName, layout: LayoutName): Promise<ComponentType<ThemeRootProps>> {
  const load = THEME_MODULES[name] ?? THEME_MODULES[DEFAULT_THEME]
  if (!load) return getThemeRoot(name)
  const { default: root } = await load()
  await root.preloadLayout(layout)
  return root
}

export function getThemeRoot(name: ThemeName): ComponentType<ThemeRootProps> {
  return BUILT_THEMES[name] ?? medium
}

/** The theme after `name` in THEME_NAMES order, wrapping at the end. */
export function nextThemeName(name: ThemeName): ThemeName {
  const index = THEME_NAMES.indexOf(name)
  return THEME_NAMES[(index + 1) % THEME_NAMES.length] ?? DEFAULT_THEME
}
