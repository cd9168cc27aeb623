import { useThemeConfig } from '@/components/site/use-theme-config'
import NEXT_CONFIG, { type NextThemeConfig } from './config'

/** The next keys with env and Notion Config overrides applied. */
export function useNextConfig(): NextThemeConfig {
  return useThemeConfig(NEXT_CONFIG)
}
