import { useRouter } from 'next/router'
import { useCallback, useEffect, useState } from 'react'

/**
 * Open/closed state of a menu or drawer that closes by itself on navigation and on Escape. It
 * remembers the path it was opened on: once the path changes it reads as closed.
 */
export function useDisclosure() {
  const { asPath } = useRouter()
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
  const toggle = useCallback(() => setOpenOn((current) => (current === asPath ? null : asPath)), [asPath])
  const close = useCallback(() => setOpenOn(null), [])
  return { open, toggle, close }
}
