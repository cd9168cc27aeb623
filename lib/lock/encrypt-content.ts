import { toBase64 } from './base64'
import { IV_BYTES, PBKDF2_ITERATIONS, SALT_BYTES, subtleCrypto } from './lock-crypto'
import type { LockedContent, UnlockedContent } from './types'

export interface EncryptOptions {
  /** 16 bytes; see lock-salt.ts for why a post's salt is stable between edits. */
  salt: Uint8Array<ArrayBuffer>
  /** The key for `salt` and the password, when the caller has derived it already. */
  key: CryptoKey
  iterations?: number
}

/**
 * Seals a locked post's blocks and outline under its key (server side). The result says nothing of
 * the password: only a right guess, paid for with PBKDF2, opens it. A fresh random IV every time.
 */
export async function encryptContent(content: UnlockedContent, options: EncryptOptions): Promise<LockedContent> {
  if (options.salt.length !== SALT_BYTES) throw new Error(`lock salt must be ${SALT_BYTES} bytes, got ${options.salt.length}`)
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const plain = new TextEncoder().encode(JSON.stringify(content))
  const sealed = new Uint8Array(await subtleCrypto().encrypt({ name: 'AES-GCM', iv }, options.key, plain))
  return {
    v: 1,
    salt: toBase64(options.salt),
    iterations: options.iterations ?? PBKDF2_ITERATIONS,
    iv: toBase64(iv),
    ciphertext: toBase64(sealed)
  }
}
