import { mapWithConcurrency } from '@/lib/notion/map-with-concurrency'
import { getPostText } from './get-post-text'
import { getPostDetail } from './get-site-data'
import type { PostDetail, SiteData, SitePost } from './types'

/** Post id -> the lowercased words of its body. Locked posts are never in it. */
export type SearchTextIndex = ReadonlyMap<string, string>

/** Pages read at once while indexing: they come from the page cache, so this bounds memory more than requests. */
const INDEX_CONCURRENCY = 8

/** One index per site-data object: the loader hands out a new object when the data is refreshed. */
const indexes = new WeakMap<SiteData, Promise<SearchTextIndex>>()

type LoadDetail = (post: SitePost) => Promise<Pick<PostDetail, 'lock' | 'recordMap'>>
type Log = (message: string) => void

const warn: Log = (message) => console.warn(`[quire] ${message}`)

/**
 * The body text of every listed post, as written (post id -> text). A locked post is skipped before
 * its page is read: its text exists only sealed (lib/lock). A page that cannot be read is logged and
 * left out: its title, summary and tags still match.
 */
export async function readPostTexts(site: SiteData, loadDetail: LoadDetail = getPostDetail, log: Log = warn): Promise<Map<string, string>> {
  const open = site.posts.filter((post) => !post.lock && !post.password)
  const settled = await mapWithConcurrency(open, INDEX_CONCURRENCY, async (post) => {
    const detail = await loadDetail(post)
    return detail.lock || !detail.recordMap ? '' : getPostText(detail.recordMap, post.id)
  })
  const entries: Array<[string, string]> = []
  settled.forEach((result, position) => {
    const post = open[position]
    if (!post) return
    if (result.status === 'fulfilled') {
      if (result.value) entries.push([post.id, result.value])
    } else {
      log(`search cannot read the text of "${post.title}" (${post.id}): ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`)
    }
  })
  return new Map(entries)
}

/** readPostTexts lowercased once per site-data version, so a search is a substring test per post. */
export function getSearchTextIndex(site: SiteData, loadDetail: LoadDetail = getPostDetail, log: Log = warn): Promise<SearchTextIndex> {
  let index = indexes.get(site)
  if (!index) {
    index = readPostTexts(site, loadDetail, log).then((texts) => new Map([...texts].map(([id, text]) => [id, text.toLowerCase()])))
    indexes.set(site, index)
  }
  return index
}
