import { lazyPart } from '@/components/loading/lazy-part'
import { lazyScreens } from '@/themes/lazy-screens'
import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme } from '@/themes/types'
import SIMPLE_CONFIG from './config'
import { LayoutBase } from './LayoutBase'

/** The post layout (body, share bar, comments) is its own chunk: list pages never load it. */
const LayoutSlug = lazyPart(() => import('./LayoutSlug').then((m) => m.LayoutSlug))

/** The list and form screens share one chunk, which a post page never loads. */
const screens = lazyScreens(() => import('./layouts'))

/** Simple: a classic single-author blog, author header, menu bar, long list, sidebar and black footer. */
export const simpleTheme = defineTheme({
  name: 'simple',
  config: SIMPLE_CONFIG,
  layouts: { ...screens, LayoutBase, LayoutSlug }
})

export default createThemeRoot(simpleTheme)
