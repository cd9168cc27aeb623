import { lazyPart } from '@/components/loading/lazy-part'
import { lazyScreens } from '@/themes/lazy-screens'
import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme } from '@/themes/types'
import FUKASAWA_CONFIG from './config'
import { LayoutBase } from './LayoutBase'

/** The post layout (body, share bar, comments) is its own chunk: the card wall never loads it. */
const LayoutSlug = lazyPart(() => import('./LayoutSlug').then((m) => m.LayoutSlug))

/** The list and form screens share one chunk, which a post page never loads. */
const screens = lazyScreens(() => import('./layouts'))

/** Fukasawa: a masonry of cards beside a fixed left sidebar that folds away and remembers it. */
export const fukasawaTheme = defineTheme({
  name: 'fukasawa',
  config: FUKASAWA_CONFIG,
  layouts: { ...screens, LayoutBase, LayoutSlug }
})

export default createThemeRoot(fukasawaTheme)
