import { useThemeConfig } from '@/components/site/use-theme-config'
import FUKASAWA_CONFIG, { type FukasawaConfig } from './config'

/** The fukasawa keys with env and Notion Config overrides applied. */
export function useFukasawaConfig(): FukasawaConfig {
  return useThemeConfig(FUKASAWA_CONFIG)
}
