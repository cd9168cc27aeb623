import { useThemeConfig } from '@/components/site/use-theme-config'
import MAGZINE_CONFIG, { type MagzineConfig } from './config'

/** The magzine keys with env and Notion Config overrides applied. */
export function useMagzineConfig(): MagzineConfig {
  return useThemeConfig(MAGZINE_CONFIG)
}

/** The accent: a mint pill in light mode, amber in dark (black text on both). */
export const ACCENT_BUTTON = 'rounded-full bg-[#7BE986] px-6 py-2.5 font-semibold text-black hover:bg-[#62BA6B] dark:bg-amber-400 dark:hover:bg-amber-300'

/** Cream bands in light mode, black in dark. */
export const CREAM = 'bg-[#F6F6F1] dark:bg-black'

/** The width every band's content keeps to. */
export const INNER = 'mx-auto w-full max-w-[1440px] px-4 sm:px-6'
