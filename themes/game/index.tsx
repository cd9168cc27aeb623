import { lazyPart } from '@/components/loading/lazy-part'
import { lazyScreens } from '@/themes/lazy-screens'
import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme } from '@/themes/types'
import GAME_CONFIG from './config'
import { LayoutBase } from './Frame'

/** The game page (frame, related strip, info card, comments) is its own chunk: the walls never load it. */
const LayoutSlug = lazyPart(() => import('./LayoutSlug').then((m) => m.LayoutSlug))

/** The list and form screens share one chunk, which a post page never loads. */
const screens = lazyScreens(() => import('./layouts'))

/** Game: a web-game portal, every post a game on a wall of tiles, played in a sandboxed frame. */
export const gameTheme = defineTheme({
  name: 'game',
  config: GAME_CONFIG,
  layouts: { ...screens, LayoutBase, LayoutSlug }
})

export default createThemeRoot(gameTheme)
