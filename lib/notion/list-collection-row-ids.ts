import type { ExtendedRecordMap } from 'notion-types'
import { readRecord } from './read-record'

/** Every `blockIds` list in one view's query result: plain, grouped (`results:select:x`) and legacy shapes. */
function blockIdsOfResult(result: unknown): string[] {
  if (!result || typeof result !== 'object') return []
  const ids: string[] = []
  const visit = (node: unknown, depth: number) => {
    if (!node || typeof node !== 'object' || depth > 3) return
    const blockIds = (node as { blockIds?: unknown }).blockIds
    if (Array.isArray(blockIds)) {
      for (const id of blockIds) if (typeof id === 'string') ids.push(id)
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'blockIds' || key === 'aggregationResults') continue
      if (Array.isArray(child)) child.forEach((item) => visit(item, depth + 1))
      else visit(child, depth + 1)
    }
  }
  visit(result, 0)
  return ids
}

/**
 * Row ids of a collection in Notion's order: the first of `viewIds` that has a query result sets
 * the order, rows only other views return follow, and with no query result at all the rows are the
 * blocks whose parent is the collection, in record-map order.
 */
export function listCollectionRowIds(recordMap: ExtendedRecordMap, collectionId: string, viewIds: string[]): string[] {
  const results = recordMap.collection_query?.[collectionId] ?? {}
  const orderedViews = [...viewIds.filter((id) => id in results), ...Object.keys(results).filter((id) => !viewIds.includes(id))]
  const seen = new Set<string>()
  for (const viewId of orderedViews) {
    for (const id of blockIdsOfResult(results[viewId])) seen.add(id)
  }
  if (seen.size > 0) return [...seen]
  return Object.keys(recordMap.block ?? {}).filter((id) => {
    const block = readRecord(recordMap.block, id)
    return block?.parent_table === 'collection' && block.parent_id === collectionId && block.type === 'page'
  })
}
