import type { SiteSearchResponse } from '@/lib/search/site-search-results'

/** A hit as the search modal draws it (components/SearchModal.tsx): its id, link, title and highlight. */
export interface PublicSearchHit {
  id: string
  pageId: string
  title: string
  href: string
  highlight?: { text?: string; title?: string }
}

/** What /api/search answers: the hits the modal draws and their count, nothing of Notion's records. */
export interface PublicSearchResponse {
  results: PublicSearchHit[]
  total: number
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

/**
 * Issue 37: the search route answered Notion's raw records of its hits (space ids, user ids, every
 * property). Only the fields the modal reads leave the server.
 */
export function toPublicSearchResponse(response: SiteSearchResponse): PublicSearchResponse {
  const results = response.results.map((hit): PublicSearchHit => {
    const marked = (hit.highlight ?? {}) as { text?: unknown; title?: unknown }
    const highlight = { ...(text(marked.text) && { text: text(marked.text) }), ...(text(marked.title) && { title: text(marked.title) }) }
    return { id: hit.id, pageId: hit.pageId, title: hit.title, href: hit.href, ...(Object.keys(highlight).length > 0 && { highlight }) }
  })
  return { results, total: results.length }
}
