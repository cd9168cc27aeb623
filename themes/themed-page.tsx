import { createElement } from 'react'
import { useGlobal } from '@/lib/global/context'
import type { LayoutName, LayoutPropsMap } from '@/lib/site/props'
import { getThemeRoot } from '.'
import type { ThemeRootProps } from './theme-root'

/** What a page file renders: its layout in the current theme. */
export function ThemedPage<K extends LayoutName>({ layout, props }: { layout: K; props: LayoutPropsMap[K] }) {
  const { theme } = useGlobal()
  // getThemeRoot returns one of the registry's module-level components, so its identity is stable
  // across renders: nothing is created during render, whatever the static rule assumes.
  return createElement(getThemeRoot(theme), { layout, props } as ThemeRootProps)
}
