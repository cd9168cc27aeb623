import type { ExtendedRecordMap } from 'notion-types'
import { readRecord, type RawBlock, type RawCollection, type RawCollectionView } from './read-record'

export interface FoundDatabase {
  /** The root page block itself. */
  root: RawBlock
  /** The block that shows the database: the root when it is a database page, else an inline view on it. */
  databaseBlock: RawBlock
  collectionId: string
  /** Undefined when the record map lacks the collection record (its rows may still be there). */
  collection: RawCollection | undefined
  viewIds: string[]
}

/** A full-page database and an inline one: either can hold the blog. */
const DATABASE_TYPES = new Set(['collection_view_page', 'collection_view'])

/** Blocks that only lay out other blocks: an inline database may sit inside them. */
const LAYOUT_TYPES = new Set(['column_list', 'column'])

function collectionIdOf(block: RawBlock, recordMap: ExtendedRecordMap): string | undefined {
  const pointer = block.format?.collection_pointer as { id?: unknown } | undefined
  const direct = block.collection_id ?? (typeof pointer?.id === 'string' ? pointer.id : undefined)
  if (direct) return direct
  for (const viewId of block.view_ids ?? []) {
    const view = readRecord<RawCollectionView>(recordMap.collection_view, viewId)
    const viewPointer = view?.format?.collection_pointer as { id?: unknown } | undefined
    if (typeof viewPointer?.id === 'string') return viewPointer.id
  }
  return undefined
}

function findInlineDatabase(recordMap: ExtendedRecordMap, ids: string[], depth: number): RawBlock | undefined {
  for (const id of ids) {
    const block = readRecord(recordMap.block, id)
    if (!block) continue
    if (block.type && DATABASE_TYPES.has(block.type)) return block
    if (depth > 0 && block.type && LAYOUT_TYPES.has(block.type) && Array.isArray(block.content)) {
      const found = findInlineDatabase(recordMap, block.content, depth - 1)
      if (found) return found
    }
  }
  return undefined
}

/**
 * The blog database of a root page: the page itself when it is a database page, else the first
 * inline database on it. Null when the root block is missing or shows no database.
 */
export function findDatabase(recordMap: ExtendedRecordMap, rootPageId: string): FoundDatabase | null {
  const root = readRecord(recordMap.block, rootPageId)
  if (!root) return null
  const databaseBlock =
    root.type && DATABASE_TYPES.has(root.type) ? root : findInlineDatabase(recordMap, root.content ?? [], 2)
  if (!databaseBlock) return null
  const collectionId = collectionIdOf(databaseBlock, recordMap)
  if (!collectionId) return null
  return {
    root,
    databaseBlock,
    collectionId,
    collection: readRecord<RawCollection>(recordMap.collection, collectionId),
    viewIds: Array.isArray(databaseBlock.view_ids) ? databaseBlock.view_ids.filter((id) => typeof id === 'string') : []
  }
}
