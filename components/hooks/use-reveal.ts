import { useEffect, useRef } from 'react'
import { useReducedMotion } from './use-reduced-motion'

/**
 * Fades an element up as it first scrolls into view (docs/behaviour.md §4: the enter phase of list cards). What
 * the first screen shows is left alone, so nothing the server drew blinks or shifts: only an element
 * still below the fold when the page wakes is hidden (`data-reveal="hidden"`), then shown
 * (`data-reveal="shown"`) on arrival. The styles live in styles/globals.css; with reduced motion,
 * or without IntersectionObserver, nothing moves.
 */
export function useReveal<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null)
  const reduced = useReducedMotion()
  useEffect(() => {
    const element = ref.current
    if (!enabled || reduced || !element || typeof IntersectionObserver === 'undefined') return
    let first = true
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting)
        if (first) {
          first = false
          if (visible) observer.disconnect()
          else element.dataset.reveal = 'hidden'
          return
        }
        if (visible) {
          element.dataset.reveal = 'shown'
          observer.disconnect()
        }
      },
      { rootMargin: '0px 0px -40px 0px' }
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [enabled, reduced])
  return ref
}
