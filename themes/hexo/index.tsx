import { lazyPart } from '@/components/loading/lazy-part'
import { lazyScreens } from '@/themes/lazy-screens'
import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme } from '@/themes/types'
import HEXO_CONFIG from './config'
import { LayoutBase } from './LayoutBase'

/** The post layout (body, share bar, copyright, comments…) is its own chunk: list pages never load it. */
const LayoutSlug = lazyPart(() => import('./LayoutSlug').then((m) => m.LayoutSlug))

/** The list and form screens share one chunk, which a post page never loads. */
const screens = lazyScreens(() => import('./layouts'))

/** hexo: the Hexo Butterfly blog, a full-screen cover with typed greetings, cards on grey and a card sidebar. */
export const hexoTheme = defineTheme({
  name: 'hexo',
  config: HEXO_CONFIG,
  layouts: { ...screens, LayoutBase, LayoutSlug }
})

export default createThemeRoot(hexoTheme)
