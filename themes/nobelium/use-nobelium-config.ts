import { useThemeConfig } from '@/components/site/use-theme-config'
import NOBELIUM_CONFIG, { type NobeliumConfig } from './config'

/** The nobelium keys with env and Notion Config overrides applied. */
export function useNobeliumConfig(): NobeliumConfig {
  return useThemeConfig(NOBELIUM_CONFIG)
}
