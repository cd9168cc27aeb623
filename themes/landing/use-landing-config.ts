import { useThemeConfig } from '@/components/site/use-theme-config'
import LANDING_CONFIG, { type LandingConfig } from './config'

/** The landing keys with env and Notion Config overrides applied. */
export function useLandingConfig(): LandingConfig {
  return useThemeConfig(LANDING_CONFIG)
}
