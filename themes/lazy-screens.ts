import type { ComponentType } from 'react'
import { type LazyPart, lazyPart } from '@/components/loading/lazy-part'
import type { LayoutName, LayoutPropsMap } from '@/lib/site/page-props'

/** Every layout but the frame (LayoutBase) and the post (LayoutSlug, a chunk of its own in each theme). */
export const SCREEN_NAMES = [
  'LayoutIndex',
  'LayoutPostList',
  'LayoutSearch',
  'LayoutArchive',
  'LayoutCategoryIndex',
  'LayoutTagIndex',
  'Layout404',
  'LayoutSignIn',
  'LayoutSignUp'
] as const satisfies readonly LayoutName[]
type ScreenName = (typeof SCREEN_NAMES)[number]

type Screens = { [K in ScreenName]: ComponentType<LayoutPropsMap[K]> }

/**
 * A theme's list and form screens (SCREEN_NAMES), from one module that is its own chunk, fetched by
 * the first page that shows one of them: a post page then never loads the list screens (cards,
 * archive, taxonomy), as a list page never loads the post layout. The registry preloads a page's
 * layout before drawing it (`preloadLayout`), so a navigation shows the new screen whole.
 */
export function lazyScreens(load: () => Promise<Screens>): { [K in ScreenName]: LazyPart<LayoutPropsMap[K]> } {
  const parts = SCREEN_NAMES.map((name) => [name, lazyPart(() => load().then((screens) => screens[name] as ComponentType<object>))] as const)
  return Object.fromEntries(parts) as unknown as { [K in ScreenName]: LazyPart<LayoutPropsMap[K]> }
}
