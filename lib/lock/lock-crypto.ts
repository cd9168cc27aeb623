/**
 * The lock's key derivation, shared by the server (encrypt at build / regeneration) and the browser
 * (decrypt after the visitor types the password). Both use WebCrypto: `globalThis.crypto.subtle` is
 * Node's webcrypto on the server and `window.crypto.subtle` in the browser, so no package is needed.
 *
 * What this protects, honestly: the password and the content never travel in the clear, and no fast
 * hash of the password is shipped. It is still a static page: anyone may copy the ciphertext and
 * guess passwords offline. PBKDF2_ITERATIONS is what makes each guess expensive; a short or common
 * password stays guessable.
 */

/**
 * PBKDF2-SHA256 rounds per guess: OWASP's 2023 recommendation (310,000 in its earlier table and
 * this project's brief). A visitor pays it once per unlock (~0.1-0.5 s); an attacker pays it per guess.
 */
export const PBKDF2_ITERATIONS = 310_000

/** Salt length in bytes: 128 bits, NIST SP 800-132's minimum. */
export const SALT_BYTES = 16

/** AES-GCM nonce length in bytes: 96 bits, the size GCM is specified for. */
export const IV_BYTES = 12

/** A lower count would make guessing cheap; a higher one than this is a typo or an attack on the visitor's CPU. */
export const MIN_ITERATIONS = 100_000
export const MAX_ITERATIONS = 10_000_000

export function subtleCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle
  if (!subtle) throw new Error('WebCrypto is not available here (crypto.subtle needs a secure context: https or localhost)')
  return subtle
}

/**
 * The AES-256-GCM key for `password` and `salt`. Extractable, so the browser can keep it for the
 * session instead of the password (see components/post/unlock-session.ts).
 */
export async function deriveKey(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  if (!Number.isInteger(iterations) || iterations < MIN_ITERATIONS || iterations > MAX_ITERATIONS) {
    throw new Error(`lock iterations must be a whole number from ${MIN_ITERATIONS} to ${MAX_ITERATIONS}, got ${iterations}`)
  }
  const subtle = subtleCrypto()
  const material = await subtle.importKey('raw', new TextEncoder().encode(password.normalize('NFC')), 'PBKDF2', false, ['deriveKey'])
  return subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, { name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt'])
}

/** A raw AES-GCM key kept from an earlier unlock. */
export function importRawKey(raw: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return subtleCrypto().importKey('raw', raw, { name: 'AES-GCM' }, true, ['decrypt'])
}

export async function exportRawKey(key: CryptoKey): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await subtleCrypto().exportKey('raw', key))
}
