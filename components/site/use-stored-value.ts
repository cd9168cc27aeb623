import { useSyncExternalStore } from 'react'

const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null // storage disabled (private mode, blocked cookies): behave as if nothing was stored
  }
}

/** Stores a visitor's choice and tells every `useStoredValue` reader in this tab. */
export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // storage disabled: the choice lasts for this page only
  }
  listeners.forEach((listener) => listener())
}

/** A localStorage value as React state; null on the server and during hydration. */
export function useStoredValue(key: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readStored(key),
    () => null
  )
}
