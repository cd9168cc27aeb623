import { box, USER_ID } from './record-kit'
import type { Registry } from './registry'
import type { JsonObject } from './types'

/** The demo's one user, as `notion_user` holds it. */
const USER = {
  id: USER_ID,
  version: 1,
  email: '',
  given_name: 'Quire',
  family_name: '',
  profile_photo: '/demo/avatar.svg',
  onboarding_completed: true,
  mobile_onboarding_completed: true,
  name: 'Quire'
}

/**
 * The record map `getPage(pageId)` of notion-client returns for a page of the registry: the page
 * block first, then every block it shows (children, alias targets, synced containers, but not the
 * content of sub-pages), then for each database on it the collection, views, query results and
 * row blocks; for a database row also its parent collection.
 */
export function assemblePage(pageId: string, registry: Registry): JsonObject {
  const blockIds: string[] = []
  const seen = new Set<string>()
  const visit = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    const block = registry.blocks.get(id)
    if (!block) throw new Error(`block ${id} is referenced but was never built`)
    blockIds.push(id)
    const format = block.format as JsonObject | undefined
    const reference = (format?.transclusion_reference_pointer as JsonObject | undefined)?.id
    if (typeof reference === 'string') visit(reference)
    const alias = (format?.alias_pointer as JsonObject | undefined)?.id
    if (typeof alias === 'string') visit(alias)
    const isPage = block.type === 'page' || block.type === 'collection_view_page'
    if (id !== pageId && isPage) return
    for (const child of (block.content as string[] | undefined) ?? []) visit(child)
  }
  visit(pageId)

  const collection: JsonObject = {}
  const collectionView: JsonObject = {}
  const collectionQuery: JsonObject = {}
  const rowIds: string[] = []
  const page = registry.blocks.get(pageId) as JsonObject
  if (page.parent_table === 'collection') addCollection(page.parent_id as string)

  for (const id of [...blockIds]) {
    const block = registry.blocks.get(id) as JsonObject
    if (block.type !== 'collection_view' && block.type !== 'collection_view_page') continue
    const collectionId = block.collection_id as string
    addCollection(collectionId)
    const queries: JsonObject = {}
    for (const viewId of block.view_ids as string[]) {
      const view = registry.views.get(viewId)
      if (!view) throw new Error(`view ${viewId} of ${id} was never built`)
      collectionView[viewId] = box(view)
      queries[viewId] = registry.queries.get(collectionId)?.get(viewId) ?? null
    }
    collectionQuery[collectionId] = queries
    for (const rowId of registry.collectionRows.get(collectionId) ?? []) {
      if (!seen.has(rowId)) {
        seen.add(rowId)
        rowIds.push(rowId)
      }
    }
  }

  const block: JsonObject = {}
  for (const id of [...blockIds, ...rowIds]) block[id] = box(registry.blocks.get(id))
  return {
    block,
    collection,
    collection_view: collectionView,
    notion_user: { [USER_ID]: box(USER) },
    collection_query: collectionQuery,
    signed_urls: {}
  }

  function addCollection(collectionId: string) {
    const record = registry.collections.get(collectionId)
    if (!record) throw new Error(`collection ${collectionId} was never built`)
    collection[collectionId] = box(record)
  }
}
