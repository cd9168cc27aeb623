import { useThemeConfig } from '@/components/site/use-theme-config'
import { STARTER_FRAME_CONFIG, type StarterFrameConfig } from './frame-config'

/** The frame's starter keys (header, footer) with env and Notion Config overrides applied. */
export function useStarterFrame(): StarterFrameConfig {
  return useThemeConfig(STARTER_FRAME_CONFIG)
}
