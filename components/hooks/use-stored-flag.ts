import { useCallback, useSyncExternalStore } from 'react'

/** The event that tells other parts of this page that a stored flag changed ('storage' fires only in other tabs). */
const CHANGE_EVENT = 'quire:stored-flag'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

function read(key: string): boolean | null {
  try {
    const value = window.localStorage.getItem(key)
    return value === 'true' ? true : value === 'false' ? false : null
  } catch {
    return null
  }
}

/**
 * An on/off state kept in localStorage under `key`, so it outlives the page (a collapsed sidebar
 * stays collapsed): `fallback` until the visitor has set it, and on the server. Every part that
 * reads the same key, in this tab or another, follows a change.
 */
export function useStoredFlag(key: string, fallback: boolean): [boolean, (value: boolean) => void] {
  const stored = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null
  )
  const set = useCallback(
    (value: boolean) => {
      try {
        window.localStorage.setItem(key, String(value))
      } catch {
        // storage refused (private mode, quota): the change lasts for this page only
      }
      window.dispatchEvent(new Event(CHANGE_EVENT))
    },
    [key]
  )
  return [stored ?? fallback, set]
}
