import { useMemo } from 'react'
import { resolveThemeConfig } from '@/lib/config/resolve-theme-config'
import { useGlobal } from './context'

/** A theme's own keys, its defaults overridden by env and the Notion Config page. */
export function useThemeConfig<T extends Record<string, unknown>>(themeDefaults: T): T {
  const { overrides } = useGlobal()
  return useMemo(() => resolveThemeConfig(themeDefaults, overrides), [themeDefaults, overrides])
}
