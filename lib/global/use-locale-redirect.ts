import { useRouter } from 'next/router'
import { useEffect } from 'react'
import type { Locale } from '@/lib/i18n'
import { matchBrowserLocale } from '@/lib/i18n/match-browser-locale'
import { SHARED_SITE_PATHS } from '@/lib/i18n/shared-site-paths'

/** Marks a browser session already sent (or not) to its language's site. */
export const LOCALE_REDIRECT_KEY = 'localeRedirected'

/**
 * Multi-language sites (spec §4, REDIRECT_LANG): a visitor of the default site whose browser
 * language matches a language site is sent to the same path there. Once per browser session, so a
 * visitor who comes back to the default site on purpose is not sent away again; and only from the
 * screens every site has: a post found through a search engine exists on this site alone, and
 * sending its reader to the same path elsewhere would be a 404.
 */
export function useLocaleRedirect(enabled: boolean, siteLocale: Locale | null, siteLocales: readonly Locale[]) {
  const router = useRouter()
  const candidates = siteLocales.join(',')
  useEffect(() => {
    if (!enabled || siteLocale || !candidates || !router.isReady) return
    if (!SHARED_SITE_PATHS.has(router.asPath.split(/[?#]/)[0] ?? '')) return
    try {
      if (window.sessionStorage.getItem(LOCALE_REDIRECT_KEY)) return
      window.sessionStorage.setItem(LOCALE_REDIRECT_KEY, '1')
    } catch {
      // Storage disabled: the redirect may happen on each page view, which still lands on the right site.
    }
    const target = matchBrowserLocale(navigator.languages?.length ? navigator.languages : [navigator.language], candidates.split(',') as Locale[])
    if (target) void router.replace(router.asPath, undefined, { locale: target })
    // Once the router is ready: the router object changes identity on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, siteLocale, candidates, router.isReady])
}
