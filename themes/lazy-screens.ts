import type { ComponentType } from 'react'
import { type LazyPart, lazyPart } from '@/components/lazy-part'
import type { LayoutName, LayoutPropsMap } from '@/lib/site/props'

type Screens<N extends LayoutName> = { [K in N]: ComponentType<LayoutPropsMap[K]> }

/**
 * A theme's layouts `names`, from one module that is its own chunk, fetched by the first page that
 * shows one of them: a post page then never loads the list screens (cards, archive, taxonomy), as a
 * list page never loads the post layout. The registry preloads a page's layout before drawing it
 * (`preloadLayout`), so a navigation shows the new screen whole.
 */
export function lazyScreens<N extends LayoutName>(load: () => Promise<Screens<N>>, names: readonly N[]): { [K in N]: LazyPart<LayoutPropsMap[K]> } {
  const parts = names.map((name) => [name, lazyPart(() => load().then((screens) => screens[name] as ComponentType<object>))] as const)
  return Object.fromEntries(parts) as unknown as { [K in N]: LazyPart<LayoutPropsMap[K]> }
}
