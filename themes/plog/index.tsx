import { lazyPart } from '@/components/loading/lazy-part'
import { lazyScreens } from '@/themes/lazy-screens'
import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme } from '@/themes/types'
import PLOG_CONFIG from './config'
import { LayoutBase } from './LayoutBase'

/** The post layout (body, share bar, comments) is its own chunk: the photo grid never loads it. */
const LayoutSlug = lazyPart(() => import('./LayoutSlug').then((m) => m.LayoutSlug))

/** The list and form screens share one chunk, which a post page never loads. */
const screens = lazyScreens(() => import('./layouts'))

/** Plog: a photo blog, covers as a gapless mosaic that open large, under glass bars. */
export const plogTheme = defineTheme({
  name: 'plog',
  config: PLOG_CONFIG,
  layouts: { ...screens, LayoutBase, LayoutSlug }
})

export default createThemeRoot(plogTheme)
