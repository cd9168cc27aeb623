import { useThemeConfig } from '@/components/site/use-theme-config'
import MATERY_CONFIG, { type MateryConfig } from './config'

/** The matery keys with env and Notion Config overrides applied. */
export function useMateryConfig(): MateryConfig {
  return useThemeConfig(MATERY_CONFIG)
}
