import { useRouter } from 'next/router'
import { type ReactNode, useCallback, useEffect, useMemo } from 'react'
import { type ShippedConfig, siteConfigOf } from '@/lib/config/shipped-config'
import { type Locale, normalizeLocale } from '@/lib/i18n'
import { routerLocaleSites } from '@/lib/i18n/router-locale-sites'
import type { BasePageProps } from '@/lib/site/page-props'
import type { SiteChrome } from '@/lib/site/types'
import { GlobalContext, type GlobalState } from './context'
import { useDarkMode } from './use-dark-mode'
import { useDictionary } from './use-dictionary'
import { useDocumentLang } from './use-document-lang'
import { useLocaleRedirect } from './use-locale-redirect'
import { useRouteLoading } from './use-route-loading'
import { useStoredValue, writeStored } from './use-stored-value'

const NOTHING_SHIPPED: ShippedConfig = { site: {}, themeSite: {}, themeKeys: {} }
const EMPTY_SITE: SiteChrome = {
  siteInfo: { title: '', description: '', icon: '', pageCover: '', rootPageId: '' },
  menus: [],
  pageLinks: [],
  notice: null,
  categories: [],
  tags: [],
  latestPosts: [],
  postCount: 0
}
/** Where the visitor's language choice is kept between visits. */
export const LOCALE_KEY = 'lang'
/** The query parameters that name a language (docs/behaviour.md §2); they win over the stored choice. */
const LOCALE_QUERY_KEYS = ['locale', 'lang'] as const

function firstQueryValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/**
 * The themes a visitor can switch between, handed in by pages/_app from the theme registry (the kit
 * never imports themes/): their names in the order the switcher cycles, and the one drawn for a
 * name that is none of them.
 */
export interface ThemeChoice {
  names: readonly string[]
  fallback: string
}

/** Whether `value` names one of the choice's themes. */
function isThemeIn(choice: ThemeChoice, value: unknown): value is string {
  return typeof value === 'string' && choice.names.includes(value)
}

/** The theme after `name` in the choice's order, wrapping at the end. */
export function nextThemeName(choice: ThemeChoice, name: string): string {
  const index = choice.names.indexOf(name)
  return choice.names[(index + 1) % choice.names.length] ?? choice.fallback
}

/** Fills the one global context from the page's props, the URL query and what the visitor stored. */
export function GlobalProvider({ pageProps, themes, children }: { pageProps: Partial<BasePageProps>; themes: ThemeChoice; children: ReactNode }) {
  const router = useRouter()
  const shipped = pageProps.shippedConfig ?? NOTHING_SHIPPED
  const site = pageProps.site ?? EMPTY_SITE

  // The server resolved the config (lib/config/resolve-config.ts); here its values only meet the bundled defaults.
  const queryTheme = firstQueryValue(router.query.theme)
  const configuredName = useMemo(() => siteConfigOf(shipped).THEME, [shipped])
  const configuredTheme = isThemeIn(themes, configuredName) ? configuredName : themes.fallback
  const theme = isThemeIn(themes, queryTheme) ? queryTheme : configuredTheme
  // A theme's own keys are read by its components (useThemeConfig); the site's config needs only the site settings it changes.
  const config = useMemo(() => siteConfigOf(shipped, theme), [shipped, theme])
  const themeKeys = shipped.themeKeys

  const configuredLocale = normalizeLocale(config.LANG) ?? 'en-US'
  const queryLocale = normalizeLocale(firstQueryValue(router.query.locale) ?? firstQueryValue(router.query.lang))
  const storedLocale = normalizeLocale(useStoredValue(LOCALE_KEY))
  useEffect(() => {
    if (queryLocale) writeStored(LOCALE_KEY, queryLocale)
  }, [queryLocale])
  // Marks the page as live (React has hydrated, handlers are attached): a hook for CSS and the browser tests.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  const sites = routerLocaleSites(router)
  const siteLocale = sites.siteLocale
  const siteLocaleKey = sites.siteLocales.join(',')
  const siteLocales = useMemo(() => (siteLocaleKey ? (siteLocaleKey.split(',') as Locale[]) : []), [siteLocaleKey])
  // A language site speaks its language: its URL says so, whatever the visitor chose elsewhere.
  const locale = queryLocale ?? siteLocale ?? storedLocale ?? configuredLocale
  useLocaleRedirect(config.REDIRECT_LANG, siteLocale, siteLocales)
  const setLocale = useCallback(
    (next: Locale) => {
      if (next === siteLocale) return
      // A language with its own site is a move to that site's home (its posts are not this site's);
      // from a language site, any other language is the default site's, shown in that language.
      const moveTo = siteLocales.includes(next) ? next : siteLocale ? router.defaultLocale : undefined
      if (moveTo) {
        if (moveTo === router.defaultLocale) writeStored(LOCALE_KEY, next)
        const theme = firstQueryValue(router.query.theme)
        void router.push({ pathname: '/', query: theme ? { theme } : {} }, undefined, { locale: moveTo })
        return
      }
      writeStored(LOCALE_KEY, next)
      // A language in the URL would keep winning over the new choice: drop it from the address.
      if (LOCALE_QUERY_KEYS.some((key) => key in router.query)) {
        const query = Object.fromEntries(Object.entries(router.query).filter(([key]) => !(LOCALE_QUERY_KEYS as readonly string[]).includes(key)))
        void router.replace({ pathname: router.pathname, query }, undefined, { scroll: false, shallow: true })
      }
    },
    [router, siteLocale, siteLocales]
  )

  const { isDarkMode, toggleDarkMode } = useDarkMode(config.APPEARANCE)
  const loading = useRouteLoading()

  const switchTheme = useCallback(() => {
    // The address, not the router's query: until the router is ready (a click right after
    // hydration) its query is empty, and the theme named in the URL would be missed.
    const params = new URLSearchParams(window.location.search)
    const shown = params.get('theme')
    params.set('theme', nextThemeName(themes, isThemeIn(themes, shown) ? shown : theme))
    void router.push(`${router.asPath.split(/[?#]/)[0]}?${params.toString()}`, undefined, { scroll: false })
  }, [router, theme, themes])

  useDocumentLang(locale)

  const state = useMemo<Omit<GlobalState, 't'>>(
    () => ({
      config,
      themeKeys,
      theme,
      switchTheme,
      locale,
      setLocale,
      siteLocale,
      siteLocales,
      site,
      isDarkMode,
      toggleDarkMode,
      loading
    }),
    [config, themeKeys, theme, switchTheme, locale, setLocale, siteLocale, siteLocales, site, isDarkMode, toggleDarkMode, loading]
  )
  // No Suspense boundary here: React's server renderer sends a boundary this large after the page,
  // to be revealed up to 300 ms after the first paint, which was the whole page's content. While the
  // first language's texts load in the browser, hydration waits with the server's HTML on screen.
  return <WithDictionary state={state}>{children}</WithDictionary>
}

/** Adds the texts of the current locale to the context: the part that may wait for a language chunk. */
function WithDictionary({ state, children }: { state: Omit<GlobalState, 't'>; children: ReactNode }) {
  const t = useDictionary(state.locale)
  const value = useMemo<GlobalState>(() => ({ ...state, t }), [state, t])
  return <GlobalContext.Provider value={value}>{children}</GlobalContext.Provider>
}
