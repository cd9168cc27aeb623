import { useSyncExternalStore } from 'react'

/**
 * One scroll listener for every part that follows the scroll (floating buttons, headers, progress
 * bars), read at most once a frame: each part picks the value it needs, and re-renders only when
 * that value changes.
 */
const listeners = new Set<() => void>()
let frame = 0

function onScroll() {
  if (frame) return
  frame = requestAnimationFrame(() => {
    frame = 0
    listeners.forEach((listener) => listener())
  })
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll, { passive: true })
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    window.removeEventListener('scroll', onScroll)
    window.removeEventListener('resize', onScroll)
    cancelAnimationFrame(frame)
    frame = 0
  }
}

/**
 * A value computed from the window's scroll, kept current as it scrolls. `read` must return a
 * primitive (or the same object) for the same scroll, and `serverValue` is what the server and
 * hydration render.
 */
export function useScrollValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribe, read, () => serverValue)
}

/** True once the page is scrolled more than `px` down: floating tools appear after 100 px. */
export function useScrolledPast(px: number): boolean {
  return useScrollValue(() => window.scrollY > px, false)
}
