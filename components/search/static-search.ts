import { sitePathPrefix } from '@/lib/deploy/static-export'
import { searchPosts } from '@/lib/site/search-posts'
import { parseStaticSearchIndex, STATIC_SEARCH_INDEX_PATH, type StaticSearchIndex } from '@/lib/site/static-search-index'
import type { PostSummary } from '@/lib/site/types'
import { markedSnippet } from '@/lib/search/highlight-segments'
import type { SiteSearchHit, SiteSearchResponse } from '@/lib/search/site-search-results'

/** The modal shows one short list, as the server's search route does. */
const MODAL_LIMIT = 20

interface LoadedIndex {
  posts: PostSummary[]
  /** Post id -> body text as written, for snippets. */
  texts: Map<string, string>
  /** The same, lowercased once, for matching. */
  lowered: Map<string, string>
}

let loading: Promise<LoadedIndex> | null = null

function prepare(index: StaticSearchIndex): LoadedIndex {
  const texts = new Map(Object.entries(index.texts))
  return { posts: index.posts, texts, lowered: new Map([...texts].map(([id, text]) => [id, text.toLowerCase()])) }
}

/**
 * A static site's search index (lib/site/static-search-index.ts), fetched once per visit on the
 * first search. A failed fetch is not kept: the next search tries again.
 */
export function loadStaticSearchIndex(fetchIndex: typeof fetch = fetch): Promise<LoadedIndex> {
  loading ??= fetchIndex(`${sitePathPrefix()}${STATIC_SEARCH_INDEX_PATH}`)
    .then((response) => {
      if (!response.ok) throw new Error(`the search index ${STATIC_SEARCH_INDEX_PATH} answered ${response.status}`)
      return response.json()
    })
    .then((json: unknown) => prepare(parseStaticSearchIndex(json)))
    .catch((error: unknown) => {
      loading = null
      throw error
    })
  return loading
}

/** The posts matching `keyword`, as the server's search finds them (title, summary, tags, then body text). */
export function searchStaticIndex(index: LoadedIndex, keyword: string): PostSummary[] {
  return searchPosts(index.posts, keyword, index.lowered)
}

/** The modal's hit for a post: its words around the first match, in the body, else the summary, else the title. */
function hitOf(index: LoadedIndex, post: PostSummary, needle: string): SiteSearchHit {
  const base = { id: post.id, isNavigable: true, score: 1, pageId: post.id, title: post.title, href: post.href }
  for (const text of [index.texts.get(post.id), post.summary]) {
    const at = text?.toLowerCase().indexOf(needle) ?? -1
    if (text && at >= 0) return { ...base, highlight: { pathText: '', text: markedSnippet(text, at, needle.length) } }
  }
  const at = post.title.toLowerCase().indexOf(needle)
  const title = at >= 0 ? markedSnippet(post.title, at, needle.length) : post.title
  return { ...base, highlight: { pathText: '', text: '', title } as SiteSearchHit['highlight'] }
}

/** The search modal's answer on a static site, in the shape /api/search gives elsewhere. */
export async function staticSearchResponse(query: string, load: () => Promise<LoadedIndex> = loadStaticSearchIndex): Promise<SiteSearchResponse> {
  const needle = query.trim().toLowerCase()
  if (!needle) return { results: [], total: 0, recordMap: { block: {} } }
  const index = await load()
  const found = searchStaticIndex(index, needle)
  return { results: found.slice(0, MODAL_LIMIT).map((post) => hitOf(index, post, needle)), total: found.length, recordMap: { block: {} } }
}
