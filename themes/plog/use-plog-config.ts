import { useThemeConfig } from '@/components/site/use-theme-config'
import PLOG_CONFIG, { type PlogConfig } from './config'

/** The plog keys with env and Notion Config overrides applied. */
export function usePlogConfig(): PlogConfig {
  return useThemeConfig(PLOG_CONFIG)
}
