import type { NextRouter } from 'next/router'
import type { Locale } from '@/lib/i18n'
import { matchBrowserLocale } from '@/lib/i18n/match-browser-locale'
import { SHARED_SITE_PATHS } from '@/lib/i18n/shared-site-paths'

/** Marks a browser session already sent (or not) to its language's site. */
export const LOCALE_REDIRECT_KEY = 'localeRedirected'

/**
 * Sends the visitor to the same path on the language site its browser asks for, once per browser
 * session and only from the screens every site has (see useLocaleRedirect). Its own chunk: only
 * sites with REDIRECT_LANG and language sites load it.
 */
export function redirectToBrowserLocale(router: Pick<NextRouter, 'asPath' | 'replace'>, candidates: readonly Locale[]): void {
  if (!SHARED_SITE_PATHS.has(router.asPath.split(/[?#]/)[0] ?? '')) return
  try {
    if (window.sessionStorage.getItem(LOCALE_REDIRECT_KEY)) return
    window.sessionStorage.setItem(LOCALE_REDIRECT_KEY, '1')
  } catch {
    // Storage disabled: the redirect may happen on each page view, which still lands on the right site.
  }
  const target = matchBrowserLocale(navigator.languages?.length ? navigator.languages : [navigator.language], candidates)
  if (target) void router.replace(router.asPath, undefined, { locale: target })
}
