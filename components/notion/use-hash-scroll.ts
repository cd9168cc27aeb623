import { useEffect } from 'react'
import { useGlobal } from '@/components/site/context'

/**
 * On arrival with `#id` in the address, scrolls that element into view after HASH_SCROLL_DELAY_MS
 * (docs/behaviour.md §9: 180), so the article's lazily loaded parts have laid out and the heading sits where it
 * will stay.
 */
export function useHashScroll() {
  const delay = useGlobal().config.HASH_SCROLL_DELAY_MS
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (!id) return
    const timer = window.setTimeout(() => document.getElementById(id)?.scrollIntoView(), delay)
    return () => window.clearTimeout(timer)
  }, [delay])
}
