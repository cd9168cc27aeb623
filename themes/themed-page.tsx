import { type ComponentType, createElement, startTransition, useEffect, useState } from 'react'
import { preloadStaticParts } from '@/components/loading/static-part-loaders'
import { useGlobal } from '@/components/site/context'
import type { LayoutName, LayoutPropsMap } from '@/lib/site/page-props'
import { getThemeRoot, preloadTheme } from '.'
import type { ThemeRootProps } from './theme-root'

/** What a page file renders: its layout in the current theme. */
export function ThemedPage<K extends LayoutName>({ layout, props }: { layout: K; props: LayoutPropsMap[K] }) {
  const { theme } = useGlobal()
  // A theme named in the URL (?theme=, the switcher) is drawn once its chunks are here: until then
  // the page keeps the theme it shows, instead of an empty frame (a flash and a layout shift).
  const [shown, setShown] = useState<{ name: string; root: ComponentType<ThemeRootProps> | null }>({ name: theme, root: null })
  useEffect(() => {
    if (theme === shown.name) return
    let current = true
    // With its static parts' code too (its contents, tags, share bar…): drawn here with no server
    // HTML, each would otherwise appear a moment later and push the post down.
    preloadTheme(theme, layout).then(
      async (root) => {
        await preloadStaticParts()
        // A transition: React first finishes hydrating what the server sent, instead of discarding it.
        if (current) startTransition(() => setShown({ name: theme, root }))
      },
      (error: unknown) => {
        console.warn(`[theme] could not load ${theme}; showing it as it arrives`, error)
        if (current) setShown({ name: theme, root: null })
      }
    )
    return () => {
      current = false
    }
  }, [theme, shown.name, layout])
  // The first render uses the registry's entry, whose chunk the server listed for hydration.
  return createElement(shown.root ?? getThemeRoot(shown.name), { layout, props } as ThemeRootProps)
}
