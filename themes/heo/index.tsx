import { lazyPart } from '@/components/loading/lazy-part'
import { lazyScreens } from '@/themes/lazy-screens'
import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme } from '@/themes/types'
import HEO_CONFIG from './config'
import { LayoutBase } from './LayoutBase'

/** The post layout (colour block, body, copyright, related tiles, comments…) is its own chunk: list pages never load it. */
const LayoutSlug = lazyPart(() => import('./LayoutSlug').then((m) => m.LayoutSlug))

/** The list and form screens share one chunk, which a post page never loads. */
const screens = lazyScreens(() => import('./layouts'))

/** heo: an app-like blog after zhheo.com: a header tracking your reading, a hero of recommended posts, rounded cards on pale blue. */
export const heoTheme = defineTheme({
  name: 'heo',
  config: HEO_CONFIG,
  layouts: { ...screens, LayoutBase, LayoutSlug }
})

export default createThemeRoot(heoTheme)
