import type { ExtendedRecordMap } from 'notion-types'
import type { SitePost } from '@/lib/site/types'
import { type FeedContentOptions, renderFeedContent } from './render-feed-content'

/** Bodies a process keeps rendered: every item of the feeds of a few language sites at the largest RSS_POST_COUNT anyone would set. */
const KEPT = 500

export interface FeedContentReaders {
  /** The post's own blocks. */
  recordMap(post: SitePost): Promise<ExtendedRecordMap | null>
  options(post: SitePost): FeedContentOptions
  /**
   * What else the HTML depends on, as one string: the language of the link texts, the URLs of the
   * site's posts (a body linking to a post whose slug changed must be drawn again).
   */
  context: string
}

const rendered = new Map<string, string>()

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Each open post's body as feed HTML (renderFeedContent), by post id. A body is rendered once per
 * version of the post (its last edit), URL and context, and kept, so a feed asked for again renders
 * only the posts edited since: feeds are served per request, like sitemaps, with the CDN headers of
 * ISR pages, and this keeps each request to building the XML. A locked post gets nothing, and
 * nothing of it is read.
 *
 * @throws Error naming the post whose page could not be loaded or rendered
 */
export async function feedItemContents(posts: readonly SitePost[], readers: FeedContentReaders): Promise<Map<string, string>> {
  const contents = new Map<string, string>()
  for (const post of posts) {
    if (post.lock) continue
    const options = readers.options(post)
    const key = JSON.stringify([post.id, post.lastEditedDate, options.postUrl, readers.context])
    let html = rendered.get(key)
    if (html === undefined) {
      try {
        const recordMap = await readers.recordMap(post)
        html = recordMap ? renderFeedContent(recordMap, options) : ''
      } catch (error) {
        throw new Error(`the feed cannot carry the content of "${post.title}" (${post.id}): ${describe(error)}`)
      }
    } else {
      rendered.delete(key)
    }
    rendered.set(key, html)
    if (rendered.size > KEPT) rendered.delete(rendered.keys().next().value as string)
    if (html) contents.set(post.id, html)
  }
  return contents
}
