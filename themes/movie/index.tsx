import { lazyPart } from '@/components/loading/lazy-part'
import { lazyScreens } from '@/themes/lazy-screens'
import { createThemeRoot } from '@/themes/theme-root'
import { defineTheme } from '@/themes/types'
import MOVIE_CONFIG from './config'
import { LayoutBase } from './Frame'

/** The film page (lead media, body, poster row, comments) is its own chunk: the poster wall never loads it. */
const LayoutSlug = lazyPart(() => import('./LayoutSlug').then((m) => m.LayoutSlug))

/** The list and form screens share one chunk, which a post page never loads. */
const screens = lazyScreens(() => import('./layouts'))

/** Movie: a streaming-catalogue look, a wall of 2:3 posters and films led by their video or cover. */
export const movieTheme = defineTheme({
  name: 'movie',
  config: MOVIE_CONFIG,
  layouts: { ...screens, LayoutBase, LayoutSlug }
})

export default createThemeRoot(movieTheme)
