import { fromBase64 } from './base64'
import { deriveKey, subtleCrypto } from './lock-crypto'
import type { LockedContent, UnlockedContent } from './types'

function isUnlockedContent(value: unknown): value is UnlockedContent {
  if (!value || typeof value !== 'object') return false
  const { recordMap, toc } = value as Partial<UnlockedContent>
  return Boolean(recordMap && typeof recordMap === 'object' && recordMap.block && typeof recordMap.block === 'object') && Array.isArray(toc)
}

/**
 * Opens a locked post with a key. A wrong key fails GCM's authentication and gives null, as does
 * content that is not what the server seals; a malformed payload is an error naming the field.
 */
export async function decryptWithKey(locked: LockedContent, key: CryptoKey): Promise<UnlockedContent | null> {
  const iv = fromBase64(locked.iv, 'lock iv')
  const sealed = fromBase64(locked.ciphertext, 'lock ciphertext')
  let plain: ArrayBuffer
  try {
    plain = await subtleCrypto().decrypt({ name: 'AES-GCM', iv }, key, sealed)
  } catch {
    return null
  }
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(plain))
    return isUnlockedContent(value) ? value : null
  } catch {
    return null
  }
}

/** The key a password gives for this payload (PBKDF2 with the payload's salt and rounds). */
export function keyForPassword(locked: LockedContent, password: string): Promise<CryptoKey> {
  if (locked.v !== 1) throw new Error(`unknown lock format ${String(locked.v)}`)
  return deriveKey(password, fromBase64(locked.salt, 'lock salt'), locked.iterations)
}

/** Opens a locked post with a password; null when it is the wrong one. */
export async function decryptContent(locked: LockedContent, password: string): Promise<UnlockedContent | null> {
  if (!password) return null
  return decryptWithKey(locked, await keyForPassword(locked, password))
}
