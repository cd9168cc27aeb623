import { lazyPart } from '@/components/loading/lazy-part'
import { lazyScreens } from '@/themes/lazy-screens'
import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme } from '@/themes/types'
import { LANDING_FRAME_CONFIG } from './frame-config'
import { LayoutBase } from './LayoutBase'

/** The post layout (body, share bar, comments, contents) is its own chunk: list pages never load it. */
const LayoutSlug = lazyPart(() => import('./LayoutSlug').then((m) => m.LayoutSlug))

/** The home's sections and the list and form screens share one chunk, which a post page never loads. */
const screens = lazyScreens(() => import('./layouts'))

/** landing: a product's marketing page (hero, features, plans, newsletter) with the site's posts as its blog. */
export const landingTheme = defineTheme({
  name: 'landing',
  // The frame's keys: the home's load with the screens (config.ts has them all).
  config: LANDING_FRAME_CONFIG,
  layouts: { ...screens, LayoutBase, LayoutSlug }
})

export default createThemeRoot(landingTheme)
