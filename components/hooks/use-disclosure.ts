import { useRouter } from 'next/router'
import { useCallback, useEffect, useState } from 'react'

/**
 * Open/closed state of a menu or drawer that closes by itself on navigation and on Escape. It
 * remembers the path it was opened on: once the path changes it reads as closed. With
 * `closeOnRouteStart` it closes as soon as a navigation starts, not when the next page is drawn (a
 * menu holding a search box must not stay filled in while the page it leads to loads).
 */
export function useDisclosure({ closeOnRouteStart = false }: { closeOnRouteStart?: boolean } = {}) {
  const router = useRouter()
  const { asPath } = router
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === asPath
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])
  useEffect(() => {
    if (!open || !closeOnRouteStart) return
    const onStart = () => setOpenOn(null)
    router.events.on('routeChangeStart', onStart)
    return () => router.events.off('routeChangeStart', onStart)
  }, [open, closeOnRouteStart, router.events])
  const toggle = useCallback(() => setOpenOn((current) => (current === asPath ? null : asPath)), [asPath])
  const close = useCallback(() => setOpenOn(null), [])
  return { open, toggle, close }
}
