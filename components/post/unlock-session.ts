import { fromBase64, toBase64 } from '@/lib/lock/base64'
import { exportRawKey, importRawKey } from '@/lib/lock/lock-crypto'
import type { LockedContent } from '@/lib/lock/types'

/** sessionStorage key prefix; the post id follows. */
const STORAGE_PREFIX = 'quire.unlock.'

interface StoredKey {
  salt: string
  iterations: number
  key: string
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    // Storage can be disabled (privacy settings, sandboxed frames): the lock still works, per page view.
    return null
  }
}

/**
 * Keeps an unlocked post open for the browser session (the tab, until it closes).
 *
 * What is kept is the derived AES key, not the password: the key opens this post at this edit and
 * nothing else, while a password may be reused elsewhere. It is stored with the salt and rounds it
 * belongs to, so a payload sealed after an edit (new salt) is not tried with it.
 */
export async function rememberKey(postId: string, locked: LockedContent, key: CryptoKey): Promise<void> {
  const store = storage()
  if (!store) return
  try {
    const stored: StoredKey = { salt: locked.salt, iterations: locked.iterations, key: toBase64(await exportRawKey(key)) }
    store.setItem(STORAGE_PREFIX + postId, JSON.stringify(stored))
  } catch {
    // Quota or a non-extractable key: the visitor types the password again after a reload.
  }
}

/** The key kept for this post, when it belongs to this payload's salt and rounds. */
export async function recallKey(postId: string, locked: LockedContent): Promise<CryptoKey | null> {
  const store = storage()
  const text = store?.getItem(STORAGE_PREFIX + postId)
  if (!text) return null
  try {
    const stored = JSON.parse(text) as Partial<StoredKey>
    if (stored.salt !== locked.salt || stored.iterations !== locked.iterations || typeof stored.key !== 'string') return null
    return await importRawKey(fromBase64(stored.key, 'stored key'))
  } catch {
    forgetKey(postId)
    return null
  }
}

export function forgetKey(postId: string): void {
  try {
    storage()?.removeItem(STORAGE_PREFIX + postId)
  } catch {
    // nothing kept, nothing to forget
  }
}
