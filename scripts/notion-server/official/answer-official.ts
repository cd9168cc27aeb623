import { parsePageId } from 'notion-utils'
import type { Answer } from '../answer-endpoint'
import { blockOf, type Workspace } from '../load-workspace'
import { createOfficialContext, type OfficialContext } from './official-context'
import { childIdsOf, toOfficialBlock } from './to-official-block'
import { toOfficialDatabase, toOfficialDataSource } from './to-official-database'
import { toOfficialPage } from './to-official-page'

/** The official API's page size when a request names none, and the most it allows. */
const DEFAULT_PAGE_SIZE = 100
const MAX_PAGE_SIZE = 100

/** The path segment official endpoints sit under. */
export const OFFICIAL_PREFIX = '/v1/'

type Body = Record<string, unknown>

export interface OfficialRequest {
  method: string
  /** The path after `/v1/`: `pages/<id>`, `blocks/<id>/children`, ... */
  path: string
  query: URLSearchParams
  body: Body
  headers: Record<string, string | string[] | undefined>
}

/** The official API's error body: `{object: 'error', status, code, message}`. */
export function officialError(status: number, code: string, message: string): Answer {
  return { status, body: { object: 'error', status, code, message, request_id: 'test-server' } }
}

const ok = (body: unknown): Answer => ({ status: 200, body })

function notFound(kind: string, id: string): Answer {
  return officialError(404, 'object_not_found', `Could not find ${kind} with ID: ${id}. Make sure the relevant pages and databases are shared with your integration.`)
}

export interface OfficialOptions {
  now?: () => number
  /** The most results one answer holds, whatever the request asks (100, as Notion's): tests lower it to make every list page. */
  maxPageSize?: number
}

/** One page of a list, as every official list endpoint pages: `start_cursor` is the id to start from. */
function paged<T>(items: T[], idOf: (item: T) => string, startCursor: unknown, pageSize: unknown, maxPageSize: number): Answer {
  const asked = typeof pageSize === 'number' ? pageSize : Number(pageSize ?? DEFAULT_PAGE_SIZE)
  if (!Number.isInteger(asked) || asked < 1 || asked > MAX_PAGE_SIZE) return officialError(400, 'validation_error', `page_size should be a number between 1 and ${MAX_PAGE_SIZE}, instead was ${String(pageSize)}`)
  const size = Math.min(asked, maxPageSize)
  let start = 0
  if (typeof startCursor === 'string' && startCursor) {
    start = items.findIndex((item) => idOf(item) === startCursor)
    if (start < 0) return officialError(400, 'validation_error', `start_cursor ${startCursor} is not a cursor of this list`)
  }
  const page = items.slice(start, start + size)
  const next = items[start + size]
  return ok({ object: 'list', results: page, has_more: next !== undefined, next_cursor: next ? idOf(next) : null, type: 'page_or_database' })
}

/** Rows of a collection in the order its database's first recorded view gives them; else stored order. */
function rowIdsOf(context: OfficialContext, collectionId: string): string[] {
  const recorded = context.workspace.collectionQuery.get(collectionId)
  const database = context.databaseOf(collectionId)
  const viewIds = [...(database?.view_ids ?? []), ...(recorded?.keys() ?? [])]
  for (const viewId of viewIds) {
    const result = recorded?.get(viewId) as { collection_group_results?: { blockIds?: unknown } } | undefined
    const ids = result?.collection_group_results?.blockIds
    if (Array.isArray(ids)) return ids.filter((id): id is string => typeof id === 'string' && context.block(id) !== undefined)
  }
  const rows: string[] = []
  for (const id of context.workspace.block.keys()) {
    const block = blockOf(context.workspace, id)
    if (block?.type === 'page' && block.parent_table === 'collection' && block.parent_id === collectionId && block.alive !== false) rows.push(id)
  }
  return rows
}

function queryRows(context: OfficialContext, collectionId: string, body: Body, maxPageSize: number): Answer {
  const rows = rowIdsOf(context, collectionId).flatMap((id) => {
    const block = context.block(id)
    return block ? [toOfficialPage(context, block)] : []
  })
  return paged(rows, (row) => row.id, body.start_cursor, body.page_size, maxPageSize)
}

/** A workspace member as the official API's user object: a person, named. */
function userOf(workspace: Workspace, userId: string) {
  const stored = workspace.notion_user.get(userId)
  const value = (stored?.value as { value?: Record<string, unknown> } | undefined)?.value ?? (stored?.value as Record<string, unknown> | undefined)
  return value ? { object: 'user', id: userId, type: 'person', name: typeof value.name === 'string' ? value.name : null, avatar_url: null, person: {} } : undefined
}

function databaseBlock(context: OfficialContext, id: string) {
  const block = context.block(id)
  return block?.type === 'collection_view_page' || block?.type === 'collection_view' ? block : undefined
}

const contexts = new WeakMap<Workspace, OfficialContext>()

/**
 * The official API's answer to one request, from the workspace's record maps: pages, block
 * children, databases, data sources and their queries, users and search, each paged as the API
 * pages and failing with its error shapes. Requests need a bearer token and a Notion-Version.
 */
export function answerOfficial(workspace: Workspace, request: OfficialRequest, options: OfficialOptions = {}): Answer {
  const now = options.now ?? Date.now
  const maxPageSize = options.maxPageSize ?? MAX_PAGE_SIZE
  const auth = request.headers.authorization
  if (typeof auth !== 'string' || !/^Bearer \S+/.test(auth)) return officialError(401, 'unauthorized', 'API token is invalid.')
  if (!request.headers['notion-version']) return officialError(400, 'missing_version', 'Notion-Version header failed validation: Notion-Version header should be defined.')
  let context = contexts.get(workspace)
  if (!context || context.now !== now) {
    context = createOfficialContext(workspace, now)
    contexts.set(workspace, context)
  }
  const [resource = '', rawId = '', sub = ''] = request.path.split('/')
  const method = request.method.toUpperCase()
  const id = rawId ? parsePageId(rawId) : undefined
  if (rawId && !id && resource !== 'users') return officialError(400, 'validation_error', `path failed validation: ${rawId} should be a valid uuid`)
  const key = `${method} ${resource}${rawId ? '/:id' : ''}${sub ? `/${sub}` : ''}`
  switch (key) {
    case 'GET pages/:id': {
      const block = context.block(id!)
      return block?.type === 'page' ? ok(toOfficialPage(context, block)) : notFound('page', id!)
    }
    case 'GET blocks/:id/children': {
      const block = context.block(id!)
      if (!block) return notFound('block', id!)
      const children = childIdsOf(context, block).flatMap((childId) => {
        const child = context.block(childId)
        return child ? [toOfficialBlock(context, child)] : []
      })
      return paged(children, (child) => child.id, request.query.get('start_cursor'), request.query.get('page_size'), maxPageSize)
    }
    case 'GET databases/:id': {
      const block = databaseBlock(context, id!)
      const collectionId = block && context.collectionIdOf(block)
      const collection = collectionId ? context.collection(collectionId) : undefined
      return block && collection ? ok(toOfficialDatabase(context, block, collection)) : notFound('database', id!)
    }
    case 'POST databases/:id/query': {
      // The query of API versions before 2025-09-03: a database's rows, by the database's id.
      const block = databaseBlock(context, id!)
      const collectionId = block && context.collectionIdOf(block)
      return collectionId ? queryRows(context, collectionId, request.body, maxPageSize) : notFound('database', id!)
    }
    case 'GET data_sources/:id': {
      const collection = context.collection(id!)
      return collection ? ok(toOfficialDataSource(context, collection, context.databaseOf(collection.id))) : notFound('data source', id!)
    }
    case 'POST data_sources/:id/query':
      return context.collection(id!) ? queryRows(context, id!, request.body, maxPageSize) : notFound('data source', id!)
    case 'GET users': {
      const users = [...workspace.notion_user.keys()].flatMap((userId) => userOf(workspace, userId) ?? [])
      return paged(users, (user) => user.id, request.query.get('start_cursor'), request.query.get('page_size'), maxPageSize)
    }
    case 'GET users/:id': {
      const user = userOf(workspace, rawId)
      return user ? ok(user) : notFound('user', rawId)
    }
    case 'POST search': {
      const query = String(request.body.query ?? '').toLowerCase()
      const pages = [...workspace.block.keys()].flatMap((pageId) => {
        const block = context!.block(pageId)
        if (block?.type !== 'page' || block.alive === false) return []
        return context!.titleOf(pageId).toLowerCase().includes(query) ? [toOfficialPage(context!, block)] : []
      })
      return paged(pages, (page) => page.id, request.body.start_cursor, request.body.page_size, maxPageSize)
    }
    default:
      return officialError(400, 'invalid_request_url', `Invalid request URL: ${method} /v1/${request.path}`)
  }
}

/** The endpoint a path names, for counts and fault rules: `v1/pages`, `v1/blocks/children`, `v1/data_sources/query`. */
export function officialEndpointName(path: string): string {
  const [resource = '', , sub] = path.split('/')
  return `v1/${resource}${sub ? `/${sub}` : ''}`
}
