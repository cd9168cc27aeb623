import { useThemeConfig } from '@/components/site/use-theme-config'
import MOVIE_CONFIG, { type MovieConfig } from './config'

/** The movie keys with env and Notion Config overrides applied. */
export function useMovieConfig(): MovieConfig {
  return useThemeConfig(MOVIE_CONFIG)
}
