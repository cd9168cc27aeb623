import { useEffect } from 'react'

/**
 * Spec §9: wait this long before scrolling to the `#heading` of the address, so the article's
 * lazily loaded parts have laid out and the heading sits where it will stay.
 */
export const HASH_SCROLL_DELAY_MS = 180

/** On arrival with `#id` in the address, scrolls that element into view after HASH_SCROLL_DELAY_MS. */
export function useHashScroll() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (!id) return
    const timer = window.setTimeout(() => document.getElementById(id)?.scrollIntoView(), HASH_SCROLL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])
}
