import { lazyPart } from '@/components/lazy-part'
import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme } from '@/themes/types'
import NOBELIUM_CONFIG from './config'
import { LayoutBase } from './LayoutBase'
import * as screens from './layouts'

/** The post layout (body, share bar, comments, contents) is its own chunk: list pages never load it. */
const LayoutSlug = lazyPart(() => import('./LayoutSlug').then((m) => m.LayoutSlug))

/** Nobelium: the minimal Notion blog, one narrow column under a blurred sticky bar. */
export const nobeliumTheme = defineTheme({
  name: 'nobelium',
  config: NOBELIUM_CONFIG,
  layouts: { ...screens, LayoutBase, LayoutSlug }
})

export default createThemeRoot(nobeliumTheme)
