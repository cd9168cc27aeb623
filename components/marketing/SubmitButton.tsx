import type { ReactNode } from 'react'
import { useHydrated } from '../hooks/use-hydrated'

/**
 * A form's submit button that stays off until React handles the form. Pressed before, it (or
 * Enter in a field) would send the form the browser's way: the page reloads and loses what was
 * typed, and a GET puts the fields, passwords included, in the address.
 */
export function SubmitButton({ busy = false, className, children }: { busy?: boolean; className?: string; children: ReactNode }) {
  const hydrated = useHydrated()
  return (
    <button type="submit" disabled={!hydrated || busy} className={className}>
      {children}
    </button>
  )
}
