import { useRouter } from 'next/router'
import { type RefObject, useEffect } from 'react'
import { isInternalHref, withThemeQuery } from '@/lib/ui/with-theme-query'

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
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = (event.target as Element | null)?.closest?.('a[href]')
      if (!anchor || !root.contains(anchor)) return
      const href = anchor.getAttribute('href') ?? ''
      const target = anchor.getAttribute('target')
      if (!isInternalHref(href) || (target && target !== '_self') || anchor.hasAttribute('download')) return
      event.preventDefault()
      const theme = typeof router.query.theme === 'string' ? router.query.theme : undefined
      void router.push(withThemeQuery(href, theme))
    }
    root.addEventListener('click', onClick)
    return () => root.removeEventListener('click', onClick)
  }, [container, router])
}
