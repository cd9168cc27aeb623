import { useThemeConfig } from '@/components/site/use-theme-config'
import NAV_CONFIG, { type NavConfig } from './config'

/** The nav keys with env and Notion Config overrides applied. */
export function useNavConfig(): NavConfig {
  return useThemeConfig(NAV_CONFIG)
}
