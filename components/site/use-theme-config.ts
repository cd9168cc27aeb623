import { useMemo } from 'react'
import { themeConfigOf } from '@/lib/config/shipped-config'
import { useGlobal } from './context'

/** A theme's own keys: its defaults, with the values the server resolved for the keys the owner set. */
export function useThemeConfig<T extends Record<string, unknown>>(themeDefaults: T): T {
  const { themeKeys } = useGlobal()
  return useMemo(() => themeConfigOf(themeDefaults, themeKeys), [themeDefaults, themeKeys])
}
