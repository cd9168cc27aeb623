import { lazyPart } from '@/components/loading/lazy-part'
import { lazyScreens } from '@/themes/lazy-screens'
import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme } from '@/themes/types'
import COMMERCE_CONFIG from './config'
import { LayoutBase } from './LayoutBase'

/** The product page is its own chunk: list pages never load it. */
const LayoutSlug = lazyPart(() => import('./LayoutSlug').then((m) => m.LayoutSlug))

/** The catalogue and index screens share one chunk, which a product page never loads. */
const screens = lazyScreens(() => import('./layouts'))

/** commerce: a small company's product catalogue, every post a product, a category panel and a dark contact footer. */
export const commerceTheme = defineTheme({
  name: 'commerce',
  config: COMMERCE_CONFIG,
  layouts: { ...screens, LayoutBase, LayoutSlug }
})

export default createThemeRoot(commerceTheme)
