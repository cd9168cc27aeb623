import { useEffect } from 'react'

/** While `locked`, the page behind a drawer or dialog does not scroll. */
export function useLockBody(locked: boolean): void {
  useEffect(() => {
    if (!locked) return
    const root = document.documentElement
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = previous
    }
  }, [locked])
}
