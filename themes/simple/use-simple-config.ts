import { useThemeConfig } from '@/components/site/use-theme-config'
import SIMPLE_CONFIG, { type SimpleConfig } from './config'

/** The simple keys with env and Notion Config overrides applied. */
export function useSimpleConfig(): SimpleConfig {
  return useThemeConfig(SIMPLE_CONFIG)
}
