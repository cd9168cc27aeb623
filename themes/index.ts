import dynamic from 'next/dynamic'
import type { ComponentType } from 'react'
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

export function getThemeRoot(name: ThemeName): ComponentType<ThemeRootProps> {
  return BUILT_THEMES[name] ?? medium
}

/** The theme after `name` in THEME_NAMES order, wrapping at the end. */
export function nextThemeName(name: ThemeName): ThemeName {
  const index = THEME_NAMES.indexOf(name)
  return THEME_NAMES[(index + 1) % THEME_NAMES.length] ?? DEFAULT_THEME
}
