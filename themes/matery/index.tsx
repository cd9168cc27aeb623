import { lazyPart } from '@/components/loading/lazy-part'
import { lazyScreens } from '@/themes/lazy-screens'
import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme } from '@/themes/types'
import MATERY_CONFIG from './config'
import { LayoutBase } from './LayoutBase'

/** A post (its band, card, contents column, neighbours) is its own chunk: list pages never load it. */
const LayoutSlug = lazyPart(() => import('./LayoutSlug').then((m) => m.LayoutSlug))

/** The card grid and the index screens share one chunk, which a post page never loads. */
const screens = lazyScreens(() => import('./layouts'))

/** matery: Material Design, an indigo app bar over a full-screen cover, a grid of picture cards, round floating buttons. */
export const materyTheme = defineTheme({
  name: 'matery',
  config: MATERY_CONFIG,
  layouts: { ...screens, LayoutBase, LayoutSlug }
})

export default createThemeRoot(materyTheme)
