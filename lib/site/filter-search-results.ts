import type { SearchResults } from 'notion-types'
import { readRecord, type RawBlock } from '@/lib/notion/read-record'
import type { SiteData } from './types'

/** Deeper than any real page nests its blocks; stops a malformed parent loop. */
const MAX_DEPTH = 32

/**
 * Notion's search (or a snapshot's) knows nothing of statuses and locks: it finds drafts, hidden
 * rows and the text of locked posts. Only hits inside a Published, unlocked Post or Page are kept,
 * and the record map is cut to those hits and their parents. A hit whose page cannot be traced is
 * dropped.
 */
export function filterSearchResults(results: SearchResults, site: Pick<SiteData, 'allPages'>): SearchResults {
  const listed = new Set(site.allPages.filter((post) => post.status === 'Published' && !post.lock && (post.type === 'Post' || post.type === 'Page')).map((post) => post.id))
  const source = results?.recordMap?.block ?? {}
  const block: SearchResults['recordMap']['block'] = {}
  const kept = (results?.results ?? []).filter((result) => {
    const chain: string[] = []
    let id: string | undefined = result?.id
    for (let depth = 0; id && depth < MAX_DEPTH; depth++) {
      const current: RawBlock | undefined = readRecord(source, id)
      if (!current) return false
      chain.push(id)
      if (current.type === 'page') {
        if (!listed.has(id)) return false
        for (const link of chain) if (source[link]) block[link] = source[link]
        return true
      }
      if (current.parent_table !== 'block') return false
      id = current.parent_id
    }
    return false
  })
  return { results: kept, total: kept.length, recordMap: { block } }
}
