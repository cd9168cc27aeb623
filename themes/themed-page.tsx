import { useGlobal } from '@/lib/global/context'
import type { LayoutName, LayoutPropsMap } from '@/lib/site/props'
import { getThemeRoot } from '.'
import type { ThemeRootProps } from './theme-root'

/** What a page file renders: its layout in the current theme. */
export function ThemedPage<K extends LayoutName>({ layout, props }: { layout: K; props: LayoutPropsMap[K] }) {
  const { theme } = useGlobal()
  const Root = getThemeRoot(theme)
  return <Root {...({ layout, props } as ThemeRootProps)} />
}
