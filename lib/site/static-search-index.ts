import type { PostSummary } from './types'

/** Where a static export keeps its search index, below the site's root (written by lib/site/build-static-search-index.ts; browser-safe: no server module here). */
export const STATIC_SEARCH_INDEX_PATH = '/search-index.json'

/**
 * What a static site searches in the browser, as the server's search does (lib/site/search-posts.ts):
 * every listed post's summary, and the body text of the open ones. A locked post is in `posts`
 * (found by title, summary and tags) and never in `texts`.
 */
export interface StaticSearchIndex {
  posts: PostSummary[]
  /** Post id -> its body text as written. */
  texts: Record<string, string>
}

/** A parsed index file, checked enough that a broken or foreign file fails with a clear message. */
export function parseStaticSearchIndex(value: unknown): StaticSearchIndex {
  const index = value as Partial<StaticSearchIndex> | null
  if (!index || !Array.isArray(index.posts) || !index.texts || typeof index.texts !== 'object') {
    throw new Error(`${STATIC_SEARCH_INDEX_PATH} is not a search index (expected { posts: [...], texts: {...} })`)
  }
  return index as StaticSearchIndex
}
