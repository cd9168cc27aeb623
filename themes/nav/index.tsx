import { lazyPart } from '@/components/loading/lazy-part'
import { lazyScreens } from '@/themes/lazy-screens'
import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme } from '@/themes/types'
import NAV_CONFIG from './config'
import { LayoutBase } from './LayoutBase'

/** The post layout is its own chunk: the list screens never load the body or comments. */
const LayoutSlug = lazyPart(() => import('./LayoutSlug').then((m) => m.LayoutSlug))

/** The list and form screens share one chunk, which a post page never loads. */
const screens = lazyScreens(() => import('./layouts'))

/** nav: a link directory, every post a card with its icon, in sections by category. */
export const navTheme = defineTheme({
  name: 'nav',
  config: NAV_CONFIG,
  layouts: { ...screens, LayoutBase, LayoutSlug }
})

export default createThemeRoot(navTheme)
