import { getTextContent } from 'notion-utils'
import { readRecord, type RawBlock, type RawCollection } from '@/lib/notion/read-record'
import { blockOf, type Workspace } from '../load-workspace'

/** How long a signed file URL the server hands out stays good, as Notion's do: an hour. */
export const FILE_URL_LIFETIME_MS = 60 * 60 * 1000

/** What the official endpoints read a workspace through. */
export interface OfficialContext {
  workspace: Workspace
  block(id: string): RawBlock | undefined
  collection(id: string): RawCollection | undefined
  /** The collection a database block shows. */
  collectionIdOf(block: RawBlock): string | undefined
  /** The database block that shows a collection: the data source's database. */
  databaseOf(collectionId: string): RawBlock | undefined
  titleOf(pageId: string): string
  now(): number
}

const ISO_ZERO = new Date(0).toISOString()

/** A record-map time (ms) as the official API writes one. */
export function iso(ms: number | undefined): string {
  return typeof ms === 'number' && Number.isFinite(ms) ? new Date(ms).toISOString() : ISO_ZERO
}

export function createOfficialContext(workspace: Workspace, now: () => number = Date.now): OfficialContext {
  const collectionIdOf = (block: RawBlock) => {
    const pointer = block.format?.collection_pointer as { id?: unknown } | undefined
    return block.collection_id ?? (typeof pointer?.id === 'string' ? pointer.id : undefined)
  }
  let databases: Map<string, RawBlock> | null = null
  return {
    workspace,
    block: (id) => blockOf(workspace, id),
    collection: (id) => {
      const stored = workspace.collection.get(id)
      return stored ? readRecord<RawCollection>({ [id]: stored }, id) : undefined
    },
    collectionIdOf,
    databaseOf(collectionId) {
      if (!databases) {
        databases = new Map()
        for (const id of workspace.block.keys()) {
          const block = blockOf(workspace, id)
          if (block?.type !== 'collection_view_page' && block?.type !== 'collection_view') continue
          const shown = collectionIdOf(block)
          // A full-page database is the collection's home; an inline view of it elsewhere is not.
          if (shown && (!databases.has(shown) || block.type === 'collection_view_page')) databases.set(shown, block)
        }
      }
      return databases.get(collectionId)
    },
    titleOf: (pageId) => getTextContent(blockOf(workspace, pageId)?.properties?.title as never) || 'Untitled',
    now
  }
}
