import type { ComponentType, ReactNode } from 'react'
import type { BasePageProps, LayoutName, LayoutPropsMap } from '@/lib/site/props'

/** The names of spec §1, in the order the theme switcher cycles through them. */
export const THEME_NAMES = [
  'commerce',
  'example',
  'fukasawa',
  'game',
  'gitbook',
  'heo',
  'hexo',
  'landing',
  'magzine',
  'matery',
  'medium',
  'movie',
  'nav',
  'next',
  'nobelium',
  'plog',
  'simple',
  'starter'
] as const
export type ThemeName = (typeof THEME_NAMES)[number]

/** A theme's own config keys, with their defaults: plain values, so they convert like site config. */
export type ThemeConfig = Record<string, string | number | boolean | readonly unknown[] | Record<string, unknown>>

export type LayoutBaseProps = BasePageProps & { layout: LayoutName; children: ReactNode }

/** Every layout a theme must provide: leaving one out is a compile error. */
export type ThemeLayouts = { [K in LayoutName]: ComponentType<LayoutPropsMap[K]> } & {
  LayoutBase: ComponentType<LayoutBaseProps>
}

export interface Theme<C extends ThemeConfig = ThemeConfig> {
  name: ThemeName
  config: C
  layouts: ThemeLayouts
}

/** Identity function that types a theme object: `export default defineTheme({ ... })`. */
export function defineTheme<C extends ThemeConfig>(theme: Theme<C>): Theme<C> {
  return theme
}
