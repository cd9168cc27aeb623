import { SALT_BYTES, subtleCrypto } from './lock-crypto'

/** Separates this use of SHA-256 from any other hash of the same id. */
const SALT_LABEL = 'quire.lock.salt.v1'

/**
 * The PBKDF2 salt of one post at one edit: SHA-256 of the post id and its last edit time, cut to 16
 * bytes. It is derived from public facts only, never from the password.
 *
 * Why not random per encryption: pages regenerate every few seconds, and a fresh salt would give a
 * fresh key each time, so the key a visitor keeps for the session (components/post/unlock-session.ts) would stop
 * working at the next regeneration. A salt unique to this post and this edit does the salt's job
 * (no table of guesses is reusable for another post, or for this post once it is edited, and
 * changing the password is an edit), while the key stays stable between edits. Each encryption
 * still takes a fresh random IV.
 */
export async function lockSalt(postId: string, version: number): Promise<Uint8Array<ArrayBuffer>> {
  const input = new TextEncoder().encode(`${SALT_LABEL}\n${postId}\n${version}`)
  const digest = new Uint8Array(await subtleCrypto().digest('SHA-256', input))
  return digest.slice(0, SALT_BYTES)
}
