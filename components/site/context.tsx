import { createContext, useContext } from 'react'
import type { SiteConfig } from '@/lib/config'
import type { Dictionary, Locale } from '@/lib/i18n'
import type { SiteChrome } from '@/lib/site/types'

/** What every component may read: one context, filled by GlobalProvider from the page props. */
export interface GlobalState {
  /** Site config, as the server resolved it (lib/config/resolve-config.ts) for the theme shown. */
  config: SiteConfig
  /** The themes' own keys the owner set, resolved on the server, which `useThemeConfig` lays over a theme's defaults. */
  themeKeys: Record<string, unknown>
  /** The theme drawn: the configured one, or the one a `?theme=` preview names. */
  theme: string
  /** Next theme in THEME_NAMES order, pushed as `?theme=`. */
  switchTheme: () => void
  locale: Locale
  /** Shows `locale`: on a site with one workspace per language, a language with a site is a move to that site. */
  setLocale: (locale: Locale) => void
  /** The language site this page belongs to (`/ja-JP/...`), null on the default site. */
  siteLocale: Locale | null
  /** The languages with a site of their own; empty unless NOTION_PAGE_ID names several workspaces. */
  siteLocales: Locale[]
  /** Texts of the current locale, English filled in where it has none. */
  t: Dictionary
  site: SiteChrome
  isDarkMode: boolean
  toggleDarkMode: () => void
  /** True from a route change's start to its end. */
  loading: boolean
}

export const GlobalContext = createContext<GlobalState | null>(null)

export function useGlobal(): GlobalState {
  const state = useContext(GlobalContext)
  if (!state) throw new Error('useGlobal() must be used inside <GlobalProvider> (pages/_app.tsx provides it)')
  return state
}
