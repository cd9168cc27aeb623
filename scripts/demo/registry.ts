import type { JsonObject } from './types'

/**
 * Every record the generator builds, across all pages, before record maps are cut from it.
 * Pages reference each other (alias, synced blocks), so records are built first and each page's
 * record map is assembled afterwards by walking from its page block, as notion-client does.
 */
export interface Registry {
  /** Every block by id, in build order. */
  blocks: Map<string, JsonObject>
  collections: Map<string, JsonObject>
  views: Map<string, JsonObject>
  /** collection id -> view id -> reducer results, as notion-client stores them in `collection_query`. */
  queries: Map<string, Map<string, JsonObject>>
  /** Row page ids of each collection, in database order. */
  collectionRows: Map<string, string[]>
  /** `:::synced <name>` containers by name. */
  synced: Map<string, { id: string; where: string }>
  /** References to fill once every container is built. */
  syncedRefs: { block: JsonObject; name: string; where: string }[]
  /** Post and Page rows by slug, for `::alias`. */
  pagesBySlug: Map<string, string>
  /** Local files by site path, for checking references and measuring file sizes. */
  media: Map<string, Buffer>
}

export function createRegistry(media: Map<string, Buffer>): Registry {
  return {
    blocks: new Map(),
    collections: new Map(),
    views: new Map(),
    queries: new Map(),
    collectionRows: new Map(),
    synced: new Map(),
    syncedRefs: [],
    pagesBySlug: new Map(),
    media
  }
}
