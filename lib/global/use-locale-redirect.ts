import { useRouter } from 'next/router'
import { useEffect } from 'react'
import { browserLocaleRedirect } from '@/lib/i18n/browser-locale-redirect'
import { parseLocaleWorkspaces } from '@/lib/i18n/locale-workspaces'

/**
 * Multi-language sites (spec §4): when `enabled` and NOTION_PAGE_ID names workspaces per language,
 * a visitor whose browser language matches one is sent once to its prefixed path. Once per
 * session, so a visitor who comes back to the default language is not sent away again.
 */
export function useLocaleRedirect(enabled: boolean, notionPageId: string) {
  const router = useRouter()
  useEffect(() => {
    if (!enabled || !router.isReady) return
    try {
      if (window.sessionStorage.getItem('localeRedirected')) return
      window.sessionStorage.setItem('localeRedirected', '1')
    } catch {
      // storage disabled: redirect at most on this page view
    }
    const prefixes = parseLocaleWorkspaces(notionPageId).flatMap((workspace) => (workspace.prefix ? [workspace.prefix] : []))
    const target = browserLocaleRedirect({ languages: navigator.languages ?? [navigator.language], prefixes, pathname: window.location.pathname })
    if (target) void router.replace(`${target}${window.location.search}`)
    // Once, when the router is ready.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, notionPageId, router.isReady])
}
