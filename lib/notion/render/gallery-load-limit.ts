import type { ExtendedRecordMap } from 'notion-types'
import { readRecord } from '@/lib/notion/read-record'

type View = { id: string; type?: string; format?: Record<string, unknown> }

/**
 * The record map with every gallery view showing its first `limit` cards and a "Load more" for the
 * rest (react-notion-x's own first-load limit, which Notion sets on inline galleries), so a big
 * gallery does not put every card in the page at once. Other views and a map without galleries
 * come back as they were.
 */
export function withGalleryLoadLimit(recordMap: ExtendedRecordMap, limit: number): ExtendedRecordMap {
  const views = recordMap.collection_view ?? {}
  let changed: ExtendedRecordMap['collection_view'] | null = null
  for (const id of Object.keys(views)) {
    const view = readRecord<View>(views, id)
    if (view?.type !== 'gallery') continue
    const format = { ...view.format, inline_collection_first_load_limit: { type: 'load_limit', limit } }
    changed ??= { ...views }
    changed[id] = { role: 'reader', value: { ...view, format } } as unknown as ExtendedRecordMap['collection_view'][string]
  }
  return changed ? { ...recordMap, collection_view: changed } : recordMap
}
