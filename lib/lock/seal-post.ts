import type { ExtendedRecordMap } from 'notion-types'
import { readRecord } from '@/lib/notion/read-record'
import { getTableOfContents } from '@/lib/site/get-table-of-contents'
import { trimRecordMap } from '@/lib/site/trim-record-map'
import type { SitePost } from '@/lib/site/types'
import { encryptContent } from './encrypt-content'
import { toBase64 } from './base64'
import { deriveKey, PBKDF2_ITERATIONS } from './lock-crypto'
import { lockSalt } from './lock-salt'
import type { LockedContent, UnlockedContent } from './types'

/** Keys kept per process: a handful of locked posts, each at its current edit. */
const MAX_CACHED_KEYS = 64
const keys = new Map<string, Promise<CryptoKey>>()

/** PBKDF2 costs the server as much as a guess costs anyone: derive each post's key once per edit. */
function cachedKey(cacheKey: string, derive: () => Promise<CryptoKey>): Promise<CryptoKey> {
  let key = keys.get(cacheKey)
  if (!key) {
    key = derive()
    key.catch(() => keys.delete(cacheKey))
    keys.set(cacheKey, key)
    if (keys.size > MAX_CACHED_KEYS) keys.delete(keys.keys().next().value as string)
  }
  return key
}

/**
 * What a locked post's page would show, minus anything it need not carry: its own blocks only, and
 * of the row's properties only the title (the password column is a property of the page block).
 */
export function lockedPageContent(post: Pick<SitePost, 'id'>, pageRecordMap: ExtendedRecordMap): UnlockedContent {
  const recordMap = structuredClone(trimRecordMap(pageRecordMap, post.id))
  const page = readRecord(recordMap.block, post.id)
  if (page?.properties) page.properties = page.properties.title ? { title: page.properties.title } : {}
  return { recordMap, toc: getTableOfContents(recordMap, post.id) }
}

/**
 * A locked post's blocks and outline, encrypted under its password (see lock-crypto.ts for what that
 * does and does not protect). The page props carry this and nothing else of the content.
 */
export async function sealPost(post: Pick<SitePost, 'id' | 'password' | 'lastEditedDate'>, pageRecordMap: ExtendedRecordMap, iterations = PBKDF2_ITERATIONS): Promise<LockedContent> {
  if (!post.password) throw new Error(`post ${post.id} has no password to lock it with`)
  const salt = await lockSalt(post.id, post.lastEditedDate)
  const key = await cachedKey(`${post.id}\n${toBase64(salt)}\n${iterations}\n${post.password}`, () => deriveKey(post.password, salt, iterations))
  return encryptContent(lockedPageContent(post, pageRecordMap), { salt, key, iterations })
}
