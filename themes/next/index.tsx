import { lazyPart } from '@/components/loading/lazy-part'
import { lazyScreens } from '@/themes/lazy-screens'
import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme } from '@/themes/types'
import NEXT_CONFIG from './config'
import { LayoutBase } from './LayoutBase'

/** The post layout (body, share bar, copyright, comments…) is its own chunk: list pages never load it. */
const LayoutSlug = lazyPart(() => import('./LayoutSlug').then((m) => m.LayoutSlug))

/** The list and form screens share one chunk, which a post page never loads. */
const screens = lazyScreens(() => import('./layouts'))

/** next: the Hexo NexT theme, a black brand block over a left menu, a tabbed contents/overview card, white cards. */
export const nextTheme = defineTheme({
  name: 'next',
  config: NEXT_CONFIG,
  layouts: { ...screens, LayoutBase, LayoutSlug }
})

export default createThemeRoot(nextTheme)
