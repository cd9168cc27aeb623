import { useRouter } from 'next/router'
import { useEffect } from 'react'
import type { Locale } from '@/lib/i18n'

/**
 * Multi-language sites (docs/behaviour.md §4, REDIRECT_LANG): a visitor of the default site whose browser
 * language matches a language site is sent to the same path there. Once per browser session, so a
 * visitor who comes back to the default site on purpose is not sent away again; and only from the
 * screens every site has: a post found through a search engine exists on this site alone, and
 * sending its reader to the same path elsewhere would be a 404. The deciding code is fetched only
 * when the setting is on and there are language sites (locale-redirect.ts).
 */
export function useLocaleRedirect(enabled: boolean, siteLocale: Locale | null, siteLocales: readonly Locale[]) {
  const router = useRouter()
  const candidates = siteLocales.join(',')
  useEffect(() => {
    if (!enabled || siteLocale || !candidates || !router.isReady) return
    void import('./locale-redirect').then((m) => m.redirectToBrowserLocale(router, candidates.split(',') as Locale[]))
    // Once the router is ready: the router object changes identity on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, siteLocale, candidates, router.isReady])
}
