import { useEffect, useRef, useState } from 'react'
import { useHydrated } from './use-hydrated'

/**
 * Whether an element has come near the viewport: false until it does, then true for good. An
 * element that is not displayed (a panel hidden on phones) never counts, so what it would load is
 * never fetched there. Without IntersectionObserver everything counts as seen once hydrated.
 */
export function useInView<T extends Element>(rootMargin = '200px') {
  const ref = useRef<T>(null)
  const [seen, setSeen] = useState(false)
  const hydrated = useHydrated()
  const observable = typeof IntersectionObserver !== 'undefined'
  useEffect(() => {
    const element = ref.current
    if (seen || !element || !observable) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true)
      },
      { rootMargin }
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [seen, rootMargin, observable])
  return { ref, seen: seen || (hydrated && !observable) }
}
