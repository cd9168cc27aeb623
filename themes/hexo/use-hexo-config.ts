import { useThemeConfig } from '@/components/site/use-theme-config'
import HEXO_CONFIG, { type HexoConfig } from './config'

/** The hexo keys with env and Notion Config overrides applied. */
export function useHexoConfig(): HexoConfig {
  return useThemeConfig(HEXO_CONFIG)
}
