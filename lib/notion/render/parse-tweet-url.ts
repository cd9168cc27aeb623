import type { ExtendedRecordMap } from 'notion-types'
import { readRecord } from '@/lib/notion/read-record'
import { parseUrl } from '../../urls/parse-url'

export interface TweetRef {
  id: string
  /** The author's handle when the URL names one (`x.com/jack/status/20`); null for `x.com/i/status/20`. */
  handle: string | null
  /** Where the card links: the tweet on x.com. */
  href: string
}

/** Hosts a tweet URL is written with. */
const TWEET_HOSTS = new Set(['twitter.com', 'x.com', 'mobile.twitter.com', 'mobile.x.com'])

/** Twitter handles: 1 to 15 letters, digits and underscores; `i` is the anonymous path, not a handle. */
const HANDLE = /^\w{1,15}$/

/** Tweet ids are decimal snowflakes. */
const TWEET_ID = /^\d{1,20}$/

/** A tweet's id and author from its URL (`https://twitter.com/jack/status/20?s=20`), or null when it is not one. */
export function parseTweetUrl(url: string): TweetRef | null {
  const parsed = parseUrl(url)
  if (!parsed) return null
  const host = parsed.hostname.toLowerCase().replace(/^www\./, '')
  if (!TWEET_HOSTS.has(host)) return null
  const [user, status, id] = parsed.pathname.split('/').filter(Boolean)
  if (!user || (status !== 'status' && status !== 'statuses') || !id || !TWEET_ID.test(id)) return null
  const handle = user !== 'i' && HANDLE.test(user) ? user : null
  return { id, handle, href: `https://x.com/${handle ?? 'i'}/status/${id}` }
}

/**
 * The tweets a record map holds, keyed as react-notion-x names them to its Tweet component: the
 * last path segment of the URL, which is not always the tweet id (`.../status/20/photo/1`).
 */
export function tweetRefs(recordMap: ExtendedRecordMap): Map<string, TweetRef> {
  const refs = new Map<string, TweetRef>()
  for (const id of Object.keys(recordMap.block ?? {})) {
    const block = readRecord(recordMap.block, id)
    if (block?.type !== 'tweet') continue
    const source = block.properties?.source?.[0]?.[0]
    const ref = typeof source === 'string' ? parseTweetUrl(source) : null
    const key = typeof source === 'string' ? source.split('?')[0]?.split('/').pop() : undefined
    if (ref && key) refs.set(key, ref)
  }
  return refs
}
