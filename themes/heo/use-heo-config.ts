import { useThemeConfig } from '@/components/site/use-theme-config'
import HEO_CONFIG, { type HeoConfig } from './config'

/** The heo keys with env and Notion Config overrides applied. */
export function useHeoConfig(): HeoConfig {
  return useThemeConfig(HEO_CONFIG)
}
