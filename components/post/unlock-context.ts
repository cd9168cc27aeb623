import { createContext, useContext } from 'react'

/**
 * `locked`: the form shows. `restoring`: a key kept for the session is being tried (the form stays
 * until it works). `unlocked`: opened by the password just typed. `restored`: opened by a kept key.
 */
export type UnlockStatus = 'locked' | 'restoring' | 'unlocked' | 'restored'

export interface UnlockState {
  status: UnlockStatus
  /** Tries a password; true when it opened the post. */
  unlock: (password: string) => Promise<boolean>
}

/** Set by UnlockablePost around a post's page, read by PostBody's password form. */
export const UnlockContext = createContext<UnlockState | null>(null)

export function useUnlock(): UnlockState | null {
  return useContext(UnlockContext)
}
