import { lazyPart } from '@/components/loading/lazy-part'
import { lazyScreens } from '@/themes/lazy-screens'
import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme } from '@/themes/types'
import MEDIUM_CONFIG from './config'
import { LayoutBase } from './LayoutBase'

/** The post layout (body, share bar, comments…) is its own chunk: list pages never load it. */
const LayoutSlug = lazyPart(() => import('./LayoutSlug').then((m) => m.LayoutSlug))

/** The other screens share one chunk, which a post page never loads. */
const screens = lazyScreens(() => import('./layouts'))

/** Medium: a reading column with a top navigation and a right panel, after medium.com. */
export const mediumTheme = defineTheme({
  name: 'medium',
  config: MEDIUM_CONFIG,
  layouts: { ...screens, LayoutBase, LayoutSlug }
})

export default createThemeRoot(mediumTheme)
