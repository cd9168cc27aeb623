import { useCallback, useSyncExternalStore } from 'react'

function matches(query: string, whenUnsupported: boolean): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : whenUnsupported
}

/**
 * Whether the window matches a media query, following it as it changes. False on the server and
 * while hydrating, so the first client render draws what the server drew; the real answer from the
 * render after. `whenUnsupported` answers where the browser cannot tell (no matchMedia).
 */
export function useMediaQuery(query: string, whenUnsupported = false): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {}
      const media = window.matchMedia(query)
      media.addEventListener('change', listener)
      return () => media.removeEventListener('change', listener)
    },
    [query]
  )
  return useSyncExternalStore(
    subscribe,
    () => matches(query, whenUnsupported),
    () => false
  )
}
