import { useThemeConfig } from '@/components/site/use-theme-config'
import { LANDING_FRAME_CONFIG, type LandingFrameConfig } from './frame-config'

/** The frame's landing keys (header, footer) with env and Notion Config overrides applied. */
export function useLandingFrame(): LandingFrameConfig {
  return useThemeConfig(LANDING_FRAME_CONFIG)
}
