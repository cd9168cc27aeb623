import type { ExtendedRecordMap } from 'notion-types'
import type { TocItem } from '@/lib/site/types'

/**
 * A locked post's content as it travels to the browser: AES-256-GCM ciphertext under a key derived
 * from the password with PBKDF2-SHA256. Nothing in it reveals the password except by guessing: no
 * hash, no hint. All binary fields are standard base64.
 */
export interface LockedContent {
  /** Format version, so a later scheme can be told apart. */
  v: 1
  /** PBKDF2 salt, 16 bytes. */
  salt: string
  /** PBKDF2-SHA256 rounds: what slows down a guess. */
  iterations: number
  /** AES-GCM nonce, 12 bytes, fresh for every encryption. */
  iv: string
  /** AES-GCM output (ciphertext followed by its 16-byte tag) of the JSON of an `UnlockedContent`. */
  ciphertext: string
}

/** What a locked post's page withholds until the password arrives. */
export interface UnlockedContent {
  recordMap: ExtendedRecordMap
  toc: TocItem[]
}
