import { useThemeConfig } from '@/components/site/use-theme-config'
import COMMERCE_CONFIG, { type CommerceConfig } from './config'

/** The commerce keys with env and Notion Config overrides applied. */
export function useCommerceConfig(): CommerceConfig {
  return useThemeConfig(COMMERCE_CONFIG)
}
