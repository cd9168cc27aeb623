import type { ExtendedRecordMap } from 'notion-types'
import { getNotionSource } from '@/lib/notion/get-source'
import type { SitePost } from './types'

/** Locked pages kept per process, by id and edit time; a few posts are locked, each kept at its latest edit. */
const pages = new Map<string, { version: number; recordMap: Promise<ExtendedRecordMap> }>()

/**
 * A locked post's own page, straight from the source: the site loader withholds locked pages on
 * purpose (getPostDetail gives no blocks for them), and only the lock's sealing code asks for one.
 * Fetched once per process and edit; a failed fetch is not kept.
 */
export function getLockedPage(post: Pick<SitePost, 'id' | 'lock' | 'lastEditedDate'>): Promise<ExtendedRecordMap> {
  if (!post.lock) throw new Error(`post ${post.id} is not locked: read it through getPostDetail`)
  const known = pages.get(post.id)
  if (known && known.version === post.lastEditedDate) return known.recordMap
  const recordMap = getNotionSource().getPage(post.id)
  pages.set(post.id, { version: post.lastEditedDate, recordMap })
  recordMap.catch(() => {
    if (pages.get(post.id)?.recordMap === recordMap) pages.delete(post.id)
  })
  return recordMap
}
