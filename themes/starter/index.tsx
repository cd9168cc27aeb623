import { lazyPart } from '@/components/loading/lazy-part'
import { lazyScreens } from '@/themes/lazy-screens'
import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme } from '@/themes/types'
import { STARTER_FRAME_CONFIG } from './frame-config'
import { LayoutBase } from './LayoutBase'

/** The post layout (banner, body, share bar, comments) is its own chunk: list pages never load it. */
const LayoutSlug = lazyPart(() => import('./LayoutSlug').then((m) => m.LayoutSlug))

/** The home's sections and the list and form screens share one chunk, which a post page never loads. */
const screens = lazyScreens(() => import('./layouts'))

/** starter: a SaaS starter site (hero, features, about, plans, team, questions, contact) with the site's posts as its blog. */
export const starterTheme = defineTheme({
  name: 'starter',
  // The frame's keys: the home's load with the screens (config.ts has them all).
  config: STARTER_FRAME_CONFIG,
  layouts: { ...screens, LayoutBase, LayoutSlug }
})

export default createThemeRoot(starterTheme)
