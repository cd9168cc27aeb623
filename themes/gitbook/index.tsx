import { lazyScreens } from '@/themes/lazy-screens'
import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme } from '@/themes/types'
import GITBOOK_CONFIG from './config'
import { LayoutBase } from './LayoutBase'
import { LayoutSlug } from './lazy-slug'

/** The list and form screens share one chunk, which a document page never loads. */
const screens = lazyScreens(() => import('./layouts'))

/** gitbook: a documentation site, with a navigation tree of posts by category, the document and "on this page". */
export const gitbookTheme = defineTheme({
  name: 'gitbook',
  config: GITBOOK_CONFIG,
  layouts: { ...screens, LayoutBase, LayoutSlug }
})

export default createThemeRoot(gitbookTheme)
