import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False on the server and while React hydrates the server HTML, true afterwards: for parts that
 * exist only in the browser, which must render nothing until hydration is done.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false
  )
}
