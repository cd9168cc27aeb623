import { lazyPart } from '@/components/loading/lazy-part'
import { lazyScreens } from '@/themes/lazy-screens'
import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme } from '@/themes/types'
import NOBELIUM_CONFIG from './config'
import { LayoutBase } from './LayoutBase'

/** The post layout (body, share bar, comments, contents) is its own chunk: list pages never load it. */
const LayoutSlug = lazyPart(() => import('./LayoutSlug').then((m) => m.LayoutSlug))

/** The list and form screens share one chunk, which a post page never loads. */
const screens = lazyScreens(() => import('./layouts'))

/** Nobelium: the minimal Notion blog, one narrow column under a blurred sticky bar. */
export const nobeliumTheme = defineTheme({
  name: 'nobelium',
  config: NOBELIUM_CONFIG,
  layouts: { ...screens, LayoutBase, LayoutSlug }
})

export default createThemeRoot(nobeliumTheme)
