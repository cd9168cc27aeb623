import { useThemeConfig } from '@/lib/global/use-theme-config'
import LANDING_CONFIG, { type LandingConfig } from './config'

/** The landing keys with env and Notion Config overrides applied. */
export function useLandingConfig(): LandingConfig {
  return useThemeConfig(LANDING_CONFIG)
}
