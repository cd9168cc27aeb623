import { getPageContentBlockIds, parsePageId } from 'notion-utils'
import { createSnapshotSource } from '@/lib/notion/snapshot-source'
import type { NotionSource } from '@/lib/notion/types'
import { blockOf, type StoredRecord, type Table, type Workspace } from './load-workspace'

/** What Notion answers for an id it does not know (or may not show): notion-client stops asking for it. */
const UNKNOWN_RECORD = { value: { role: 'none' } }

/** loadPageChunk's page size when the request names none (notion-client sends 100). */
const DEFAULT_CHUNK_LIMIT = 100

/** queryCollection's row limit when the request names none (notion-client sends 999). */
const DEFAULT_QUERY_LIMIT = 999

export interface Answer {
  status: number
  body: unknown
}

type Body = Record<string, unknown>

const ok = (body: unknown): Answer => ({ status: 200, body })
const badRequest = (message: string): Answer => ({ status: 400, body: { errorId: 'bad-request', name: 'ValidationError', message } })

function asObject(value: unknown): Body {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {}
}

function pick(table: Table, ids: Iterable<string>): Record<string, StoredRecord> {
  const out: Record<string, StoredRecord> = {}
  for (const id of ids) {
    const record = table.get(id)
    if (record) out[id] = record
  }
  return out
}

/** The ids a page's chunk holds, the page first: exactly the blocks notion-client will look for. */
function pageContentIds(workspace: Workspace, pageId: string): string[] {
  const lazyBlocks = new Proxy({}, { get: (_target, id) => (typeof id === 'string' ? workspace.block.get(id) : undefined) })
  const ids = getPageContentBlockIds({ block: lazyBlocks } as never, pageId)
  return ids.filter((id) => workspace.block.has(id))
}

function collectionIdOf(workspace: Workspace, blockId: string): string | undefined {
  const block = blockOf(workspace, blockId)
  const pointer = asObject(block?.format?.collection_pointer)
  return block?.collection_id ?? (typeof pointer.id === 'string' ? pointer.id : undefined)
}

/** Collections and views a set of blocks shows or belongs to, so rows come with their schema. */
function collectionsOf(workspace: Workspace, blockIds: string[]): { collections: Set<string>; views: Set<string> } {
  const collections = new Set<string>()
  const views = new Set<string>()
  for (const id of blockIds) {
    const block = blockOf(workspace, id)
    if (!block) continue
    if (block.parent_table === 'collection' && block.parent_id) collections.add(block.parent_id)
    if (block.type === 'collection_view' || block.type === 'collection_view_page') {
      const collectionId = collectionIdOf(workspace, id)
      if (collectionId) collections.add(collectionId)
      for (const viewId of block.view_ids ?? []) views.add(viewId)
    }
  }
  return { collections, views }
}

function loadPageChunk(workspace: Workspace, body: Body): Answer {
  const pageId = parsePageId(String(body.pageId ?? ''))
  if (!pageId) return badRequest(`loadPageChunk: "${String(body.pageId)}" is not a page id`)
  const limit = typeof body.limit === 'number' && body.limit > 0 ? body.limit : DEFAULT_CHUNK_LIMIT
  const chunk = Number(body.chunkNumber ?? 0)
  const ids = pageContentIds(workspace, pageId).slice(chunk * limit, (chunk + 1) * limit)
  const { collections, views } = collectionsOf(workspace, ids)
  return ok({
    cursor: { stack: [] },
    recordMap: {
      block: pick(workspace.block, ids),
      collection: pick(workspace.collection, collections),
      collection_view: pick(workspace.collection_view, views),
      notion_user: pick(workspace.notion_user, workspace.notion_user.keys())
    }
  })
}

/** `requests` of syncRecordValues(Main) / getRecordValues: `{table, id}` or `{pointer: {table, id}}`. */
function requestedRecords(body: Body): Array<{ table: string; id: string }> {
  const requests = Array.isArray(body.requests) ? body.requests : []
  return requests.map((request) => {
    const value = asObject(request)
    const pointer = asObject(value.pointer)
    return { table: String(pointer.table ?? value.table ?? 'block'), id: String(pointer.id ?? value.id ?? '') }
  })
}

function tableOf(workspace: Workspace, name: string): Table | undefined {
  if (name === 'block' || name === 'collection' || name === 'collection_view' || name === 'notion_user') return workspace[name]
  return undefined
}

function syncRecordValues(workspace: Workspace, body: Body): Answer {
  const recordMap: Record<string, Record<string, unknown>> = {}
  for (const { table, id } of requestedRecords(body)) {
    const records = (recordMap[table] ??= {})
    records[id] = tableOf(workspace, table)?.get(id) ?? UNKNOWN_RECORD
  }
  return ok({ recordMap })
}

function getRecordValues(workspace: Workspace, body: Body): Answer {
  const results = requestedRecords(body).map(({ table, id }) => {
    const stored = tableOf(workspace, table)?.get(id)
    if (!stored) return { role: 'none' }
    // getRecordValues answers in the old shape, {role, value}, whichever shape the record is stored in.
    const inner = asObject(stored.value)
    return 'role' in stored ? stored : { role: inner.role ?? 'reader', value: inner.value ?? inner }
  })
  return ok({ results })
}

/** Rows of a collection when no query result was recorded: its row pages, in stored order. */
function rowsOf(workspace: Workspace, collectionId: string): string[] {
  const ids: string[] = []
  for (const id of workspace.block.keys()) {
    const block = blockOf(workspace, id)
    if (block?.type === 'page' && block.parent_table === 'collection' && block.parent_id === collectionId && block.alive !== false) ids.push(id)
  }
  return ids
}

/** Every blockIds list in a reducer result, so the rows it names can travel with it. */
function blockIdsIn(node: unknown, depth = 0): string[] {
  if (!node || typeof node !== 'object' || depth > 4) return []
  const own = (node as { blockIds?: unknown }).blockIds
  const ids = Array.isArray(own) ? own.filter((id): id is string => typeof id === 'string') : []
  for (const [key, child] of Object.entries(node)) if (key !== 'blockIds') ids.push(...blockIdsIn(child, depth + 1))
  return ids
}

/** The rows of a recorded plain (ungrouped) query result; null for other shapes, which are answered as recorded. */
function plainResultIds(recorded: unknown): string[] | null {
  const results = asObject(asObject(recorded).collection_group_results)
  return Array.isArray(results.blockIds) && results.type === 'results' ? results.blockIds.filter((id): id is string => typeof id === 'string') : null
}

function queryCollection(workspace: Workspace, body: Body): Answer {
  const collectionId = String(asObject(body.collection).id ?? asObject(body.source).id ?? '')
  const viewId = String(asObject(body.collectionView).id ?? '')
  // A collection the workspace lacks (recordings are partial) has no rows, as for a reader without access.
  if (!collectionId) return badRequest('queryCollection: the request names no collection')
  const reducers = asObject(asObject(body.loader).reducers)
  const limit = Number(asObject(reducers.collection_group_results).limit ?? DEFAULT_QUERY_LIMIT)
  const recorded = workspace.collectionQuery.get(collectionId)?.get(viewId)
  // As Notion pages a query: the first `limit` rows, and whether there are more (asked for again with a larger limit).
  const rows = recorded === undefined ? rowsOf(workspace, collectionId) : plainResultIds(recorded)
  const reducerResults =
    rows === null
      ? recorded
      : { ...asObject(recorded), collection_group_results: { type: 'results', blockIds: rows.slice(0, limit), hasMore: rows.length > limit } }
  const rowIds = blockIdsIn(reducerResults)
  return ok({
    result: { type: 'reducer', reducerResults },
    recordMap: {
      block: pick(workspace.block, rowIds),
      collection: pick(workspace.collection, [collectionId]),
      collection_view: pick(workspace.collection_view, viewId ? [viewId] : [])
    }
  })
}

function getSignedFileUrls(workspace: Workspace, body: Body): Answer {
  const urls = Array.isArray(body.urls) ? body.urls : []
  const signedUrls = urls.map((entry) => {
    const url = String(asObject(entry).url ?? '')
    return workspace.signFile?.(url) ?? workspace.signedUrls.get(url) ?? url
  })
  return ok({ signedUrls })
}

const searchers = new WeakMap<Workspace, NotionSource>()

async function search(workspace: Workspace, body: Body): Promise<Answer> {
  let source = searchers.get(workspace)
  if (!source) {
    source = createSnapshotSource(workspace.dir)
    searchers.set(workspace, source)
  }
  const results = await source.search({
    query: String(body.query ?? ''),
    ancestorId: String(body.ancestorId ?? ''),
    ...(typeof body.limit === 'number' && { limit: body.limit })
  })
  return ok(results)
}

/** The endpoints notion-client calls, by the last segment of their path. */
export const ENDPOINTS = [
  'loadPageChunk',
  'syncRecordValuesMain',
  'syncRecordValues',
  'queryCollection',
  'getSignedFileUrls',
  'getRecordValues',
  'search'
] as const

export type Endpoint = (typeof ENDPOINTS)[number]

export function isEndpoint(name: string): name is Endpoint {
  return (ENDPOINTS as readonly string[]).includes(name)
}

/** Notion's answer to one request, from the workspace. */
export async function answerEndpoint(workspace: Workspace, endpoint: Endpoint, body: Body): Promise<Answer> {
  switch (endpoint) {
    case 'loadPageChunk':
      return loadPageChunk(workspace, body)
    case 'syncRecordValuesMain':
    case 'syncRecordValues':
      return syncRecordValues(workspace, body)
    case 'queryCollection':
      return queryCollection(workspace, body)
    case 'getSignedFileUrls':
      return getSignedFileUrls(workspace, body)
    case 'getRecordValues':
      return getRecordValues(workspace, body)
    case 'search':
      return search(workspace, body)
  }
}
