import { lazyPart } from '@/components/loading/lazy-part'
import { lazyScreens } from '@/themes/lazy-screens'
import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme } from '@/themes/types'
import MAGZINE_CONFIG from './config'
import { LayoutBase } from './LayoutBase'

/** The post layout is its own chunk: the list screens never load the body or comments. */
const LayoutSlug = lazyPart(() => import('./LayoutSlug').then((m) => m.LayoutSlug))

/** The list and form screens share one chunk, which a post page never loads. */
const screens = lazyScreens(() => import('./layouts'))

/** magzine: a magazine front page, a lead story, bands of stories by category, bold type. */
export const magzineTheme = defineTheme({
  name: 'magzine',
  config: MAGZINE_CONFIG,
  layouts: { ...screens, LayoutBase, LayoutSlug }
})

export default createThemeRoot(magzineTheme)
