import { useRouter } from 'next/router'
import { type RefObject, useEffect } from 'react'
import { isPlainClick, themeQueryOf } from '@/components/nav/link-clicks'
import { isInternalHref, withThemeQuery } from '@/lib/urls/with-theme-query'

/**
 * Plain clicks on this site's links inside `container` navigate through the router, as SiteLink
 * does, for HTML React did not draw itself (a Notion body kept as the server's HTML). Modified
 * clicks, other targets, hashes and other sites stay with the browser.
 */
export function useRoutedLinks(container: RefObject<HTMLElement | null>) {
  const router = useRouter()
  useEffect(() => {
    const root = container.current
    if (!root) return
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]')
      if (!anchor || !root.contains(anchor) || !isPlainClick(event, anchor)) return
      const href = anchor.getAttribute('href') ?? ''
      if (!isInternalHref(href) || anchor.hasAttribute('download')) return
      event.preventDefault()
      void router.push(withThemeQuery(href, themeQueryOf(router.query)))
    }
    root.addEventListener('click', onClick)
    return () => root.removeEventListener('click', onClick)
  }, [container, router])
}
