import type { SearchResult, SearchResults } from 'notion-types'
import type { SitePost } from '@/lib/site/types'

/** One search hit as the search modal shows it: Notion's result plus the post it sits in. */
export interface SiteSearchHit extends SearchResult {
  /** The post or page holding the hit. */
  pageId: string
  title: string
  /** Where the hit links: the post's href, with the hit block as its anchor when it is not the page itself. */
  href: string
}

/** What /api/search answers (docs/behaviour.md §7): results, total and the record map of the hits and their parents. */
export interface SiteSearchResponse {
  results: SiteSearchHit[]
  total: number
  recordMap: SearchResults['recordMap']
}

/** Why a search failed, as /api/search answers it (docs/behaviour.md §8: the modal shows 'Search error'). */
export interface SiteSearchError {
  error: string
  errorId: string
}

/** Deeper than any real page nests its blocks; stops a malformed parent loop. */
const MAX_DEPTH = 32

type Record = { value?: { parent_id?: string; parent_table?: string; type?: string; value?: { parent_id?: string; parent_table?: string; type?: string } } }

function parentOf(table: SearchResults['recordMap']['block'], id: string): { parentId?: string; type?: string; parentTable?: string } | null {
  const entry = table[id] as Record | undefined
  const value = entry?.value?.value ?? entry?.value
  if (!value) return null
  return { parentId: value.parent_id, type: value.type, parentTable: value.parent_table }
}

/**
 * Search results (already cut to listed posts by filterSearchResults) with each hit's post title
 * and link. A hit whose page is not among `pages` is dropped.
 */
export function toSiteSearchResponse(results: SearchResults, pages: ReadonlyArray<Pick<SitePost, 'id' | 'title' | 'href'>>): SiteSearchResponse {
  const byId = new Map(pages.map((page) => [page.id, page]))
  const table = results.recordMap?.block ?? {}
  const hits: SiteSearchHit[] = []
  for (const result of results.results ?? []) {
    let id: string | undefined = result.id
    for (let depth = 0; id && depth < MAX_DEPTH; depth++) {
      const page = byId.get(id)
      if (page) {
        const anchor = id === result.id ? '' : `#${result.id.replaceAll('-', '')}`
        hits.push({ ...result, pageId: page.id, title: page.title, href: `${page.href}${anchor}` })
        break
      }
      const parent = parentOf(table, id)
      if (!parent || parent.parentTable !== 'block') break
      id = parent.parentId
    }
  }
  return { results: hits, total: hits.length, recordMap: results.recordMap ?? { block: {} } }
}
