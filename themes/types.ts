import type { ComponentType } from 'react'
import type { LayoutBaseProps, LayoutName, LayoutPropsMap } from '@/lib/site/page-props'
import type { ThemeConfig } from '@/lib/themes/manifest'
import type { ThemeName } from './manifests'

export type { ThemeConfig } from '@/lib/themes/manifest'
export type { ThemeName } from './manifests'

export type { LayoutBaseProps } from '@/lib/site/page-props'

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
