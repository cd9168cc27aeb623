import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme } from '@/themes/types'
import MEDIUM_CONFIG from './config'
import { LayoutBase } from './LayoutBase'
import { LayoutSlug } from './LayoutSlug'
import {
  Layout404,
  LayoutArchive,
  LayoutCategoryIndex,
  LayoutIndex,
  LayoutPostList,
  LayoutSearch,
  LayoutSignIn,
  LayoutSignUp,
  LayoutTagIndex
} from './layouts'

/** Medium: a reading column with a top navigation and a right panel, after medium.com. */
export const mediumTheme = defineTheme({
  name: 'medium',
  config: MEDIUM_CONFIG,
  layouts: {
    LayoutBase,
    LayoutIndex,
    LayoutPostList,
    LayoutSearch,
    LayoutArchive,
    LayoutSlug,
    Layout404,
    LayoutCategoryIndex,
    LayoutTagIndex,
    LayoutSignIn,
    LayoutSignUp
  }
})

export default createThemeRoot(mediumTheme)
