import { useThemeConfig } from '@/components/site/use-theme-config'
import STARTER_CONFIG, { type StarterConfig } from './config'

/** The starter keys with env and Notion Config overrides applied. */
export function useStarterConfig(): StarterConfig {
  return useThemeConfig(STARTER_CONFIG)
}
