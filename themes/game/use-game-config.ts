import { useThemeConfig } from '@/components/site/use-theme-config'
import GAME_CONFIG, { type GameConfig } from './config'

/** The game keys with env and Notion Config overrides applied. */
export function useGameConfig(): GameConfig {
  return useThemeConfig(GAME_CONFIG)
}
