import { useThemeConfig } from '@/components/site/use-theme-config'
import MEDIUM_CONFIG, { type MediumConfig } from './config'

/** The medium keys with env and Notion Config overrides applied. */
export function useMediumConfig(): MediumConfig {
  return useThemeConfig(MEDIUM_CONFIG)
}
