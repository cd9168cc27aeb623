import type { ExtendedRecordMap } from 'notion-types'
import { getBlockValue, getPageContentBlockIds } from 'notion-utils'
import { findDatabase } from '@/lib/notion/find-database'
import { listCollectionRowIds } from '@/lib/notion/list-collection-row-ids'
import { readRecord } from '@/lib/notion/read-record'
import { publicUrl } from '@/lib/deploy/static-export'

/** Blocks that show a database: their collection, views and rows render with the page. */
const DATABASE_TYPES = new Set(['collection_view', 'collection_view_page'])

/**
 * Fields of a block nothing on a page reads: who last touched it as a table name, which workspace
 * it lives in, its edit counter. Each block of a page carried about 180 bytes of them, twice (in
 * the page's HTML and its data), on every page of the site.
 */
const UNREAD_BLOCK_FIELDS = ['space_id', 'created_by_table', 'last_edited_by_table', 'version'] as const

/**
 * A kept block as the page needs it: in the plain `{ role, value }` form (without the workspace id
 * Notion's current form wraps it in), without UNREAD_BLOCK_FIELDS, and a blog row's page with its
 * title only: its other columns (password, summary, status...) are data the page never draws, and a
 * password column must never reach a browser. Rows of other databases (an inline table in a post)
 * keep their columns: the table shows them.
 */
function slimBlock(entry: unknown, blogCollectionId: string | null): unknown {
  const block = getBlockValue(entry as never) as (Record<string, unknown> & { type?: string; parent_table?: string; parent_id?: string; properties?: Record<string, unknown> }) | undefined
  if (!block) return entry
  const slim: Record<string, unknown> = { ...block }
  for (const field of UNREAD_BLOCK_FIELDS) delete slim[field]
  const blogRow = block.type === 'page' && blogCollectionId !== null && block.parent_table === 'collection' && block.parent_id === blogCollectionId
  if (blogRow && block.properties) slim.properties = block.properties.title ? { title: block.properties.title } : {}
  return { role: roleOf(entry), value: slim }
}

/** The reader's role an entry records, in either of Notion's forms ('reader' when it records none). */
function roleOf(entry: unknown): string {
  const outer = entry as { role?: unknown; value?: { role?: unknown } }
  const role = outer.role ?? outer.value?.role
  return typeof role === 'string' ? role : 'reader'
}

/**
 * Only what one page renders: its own blocks, and for each database it shows, the collection, its
 * views, query results and row blocks. Parents (the blog database with every other row), other
 * pages' blocks and their signed URLs stay on the server.
 */
export function trimRecordMap(recordMap: ExtendedRecordMap, pageId: string): ExtendedRecordMap {
  const trimmed: ExtendedRecordMap = {
    block: {},
    collection: {},
    collection_view: {},
    notion_user: { ...recordMap.notion_user },
    collection_query: {},
    signed_urls: {}
  }
  if (!readRecord(recordMap.block, pageId)) return trimmed
  const keep = new Set(getPageContentBlockIds(recordMap, pageId))
  for (const id of [...keep]) {
    const block = readRecord(recordMap.block, id)
    if (!block?.type || !DATABASE_TYPES.has(block.type) || id === pageId) continue
    const database = findDatabase(recordMap, id)
    if (!database) continue
    const { collectionId } = database
    const collectionEntry = recordMap.collection?.[collectionId]
    if (collectionEntry) trimmed.collection[collectionId] = collectionEntry
    for (const viewId of database.viewIds) {
      const view = recordMap.collection_view?.[viewId]
      if (view) trimmed.collection_view[viewId] = view
    }
    const queries = recordMap.collection_query?.[collectionId]
    if (queries) trimmed.collection_query[collectionId] = queries
    for (const rowId of listCollectionRowIds(recordMap, collectionId, database.viewIds)) keep.add(rowId)
  }
  const page = readRecord(recordMap.block, pageId) as { parent_table?: string; parent_id?: string } | undefined
  const blogCollectionId = page?.parent_table === 'collection' ? (page.parent_id ?? null) : null
  // The page block first: the renderer takes the first block of the map as the page.
  for (const id of [pageId, ...keep]) {
    const entry = recordMap.block[id]
    if (entry) trimmed.block[id] = slimBlock(entry, blogCollectionId) as ExtendedRecordMap['block'][string]
  }
  const keptJson = JSON.stringify(trimmed.block)
  for (const [key, url] of Object.entries(recordMap.signed_urls ?? {})) {
    // Signatures are keyed by block id (older maps) or by the file URL a kept block mentions.
    if (keep.has(key) || keptJson.includes(JSON.stringify(key).slice(1, -1))) trimmed.signed_urls[key] = url
  }
  // A file of the site itself (`/demo/files/guide.pdf`) is served under BASE_PATH: the renderer
  // loads a block's source through this table first, and an embed's frame its display source.
  for (const [id, entry] of Object.entries(trimmed.block)) {
    const value = (entry as { value?: { properties?: { source?: unknown[][] }; format?: { display_source?: unknown } } }).value
    const source = value?.properties?.source?.[0]?.[0]
    if (typeof source === 'string' && publicUrl(source) !== source) trimmed.signed_urls[source] ??= publicUrl(source)
    const shown = value?.format?.display_source
    if (value && typeof shown === 'string' && publicUrl(shown) !== shown) {
      trimmed.block[id] = { ...entry, value: { ...value, format: { ...value.format, display_source: publicUrl(shown) } } } as ExtendedRecordMap['block'][string]
    }
  }
  if (recordMap.preview_images) {
    trimmed.preview_images = Object.fromEntries(
      Object.entries(recordMap.preview_images).filter(([url]) => keptJson.includes(JSON.stringify(url).slice(1, -1)))
    )
  }
  return trimmed
}
