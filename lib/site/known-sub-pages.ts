import type { ExtendedRecordMap } from 'notion-types'
import { parsePageId } from 'notion-utils'
import { type RawBlock, readRecord } from '@/lib/notion/read-record'
import type { SitePost } from './types'

/** Block types that are pages of their own. */
const PAGE_TYPES = new Set(['page', 'collection_view_page'])

/**
 * Pages fetched at most to learn what lies below a post beyond its own blocks (pages of its
 * sub-pages). Rows of a database in the post are pages too but are not opened: they rarely hold pages.
 */
const MAX_WALK_FETCHES = 25

/** How long what was learnt of a post is trusted: an id unknown to it answers 404 without a request meanwhile. */
const KNOWN_TTL_MS = 10 * 60 * 1000

/** Posts whose sub-page ids are kept at most: a bound on memory, whatever paths are asked for. */
const MAX_POSTS = 500

/** The ids (dashed, lower case) of every page block in `map`. */
export function pageIdsIn(map: ExtendedRecordMap | null | undefined): Array<{ id: string; block: RawBlock }> {
  const found: Array<{ id: string; block: RawBlock }> = []
  for (const id of Object.keys(map?.block ?? {})) {
    const block = map ? readRecord<RawBlock>(map.block, id) : undefined
    const key = parsePageId(id, { uuid: true })
    if (key && block?.type && PAGE_TYPES.has(block.type) && block.alive !== false) found.push({ id: key, block })
  }
  return found
}

export interface KnownSubPagesOptions {
  /** A page's record map from the source: only ever asked for pages already known to lie in the post. */
  getPage: (id: string) => Promise<ExtendedRecordMap>
  now?: () => number
  ttlMs?: number
  maxFetches?: number
}

/**
 * Issue 37: which page ids the site knows to lie below a post, so `/{post}/{random id}` answers 404
 * without a Notion request. The post's own blocks name its child pages (and often deeper ones);
 * pages further down are learnt by opening the known sub-pages, at most `maxFetches` of them,
 * once per post, version and `ttlMs`: however many unknown ids are asked for, a post costs at most
 * that walk per period.
 */
export function createKnownSubPages(options: KnownSubPagesOptions) {
  const now = options.now ?? Date.now
  const ttlMs = options.ttlMs ?? KNOWN_TTL_MS
  const maxFetches = options.maxFetches ?? MAX_WALK_FETCHES
  const walks = new Map<string, { at: number; ids: Promise<Set<string>> }>()

  const walk = async (post: SitePost, postMap: ExtendedRecordMap): Promise<Set<string>> => {
    const known = new Set<string>()
    let frontier: string[] = []
    const take = (map: ExtendedRecordMap | null) => {
      for (const { id, block } of pageIdsIn(map)) {
        if (known.has(id)) continue
        known.add(id)
        if (block.parent_table !== 'collection') frontier.push(id)
      }
    }
    take(postMap)
    known.add(parsePageId(post.id, { uuid: true }) ?? post.id)
    let fetches = 0
    while (frontier.length > 0 && fetches < maxFetches) {
      const level = frontier
      frontier = []
      for (const id of level) {
        if (fetches >= maxFetches) break
        fetches++
        take(await options.getPage(id).catch(() => null))
      }
    }
    return known
  }

  return {
    /** Whether `id` is known to lie below `post`: in its blocks at once, else after (at most) one walk per period. */
    async has(post: SitePost, postMap: ExtendedRecordMap, id: string): Promise<boolean> {
      const wanted = parsePageId(id, { uuid: true })
      if (!wanted) return false
      if (pageIdsIn(postMap).some((page) => page.id === wanted)) return true
      const key = `${post.id}@${post.lastEditedDate}`
      let entry = walks.get(key)
      if (!entry || now() - entry.at >= ttlMs) {
        if (walks.size >= MAX_POSTS) walks.delete(walks.keys().next().value as string)
        entry = { at: now(), ids: walk(post, postMap) }
        walks.delete(key)
        walks.set(key, entry)
      }
      return (await entry.ids).has(wanted)
    }
  }
}

export type KnownSubPages = ReturnType<typeof createKnownSubPages>
