import { Client, isFullPage, isFullBlock } from '@notionhq/client'
import type { ExtendedRecordMap, SearchParams, SearchResult, SearchResults } from 'notion-types'
import { getTextContent, parsePageId } from 'notion-utils'
import { markedSnippet } from '@/lib/search/highlight-segments'
import { createRequestLimiter, type RequestLimiter, type RequestLimiterOptions } from '../create-request-limiter'
import type { RawCollection } from '../read-record'
import type { ExpiringRecordMap, NotionSource } from '../types'
import { blockToRecord } from './block-to-record'
import { earliest, pageToBlock, parentOf, toMs, type ConvertedBlock } from './page-to-block'
import { readCover, readIcon } from './read-official-file'
import { toCollection, toTableView } from './to-collection'
import type { BlockObjectResponse, DatabaseObjectResponse, DataSourceObjectResponse, OfficialFetch, OfficialList, PageObjectResponse } from './types'

/** The official API's own address; @notionhq/client adds `/v1/`. */
export const OFFICIAL_API_BASE_URL = 'https://api.notion.com'

/** The most results a list endpoint gives in one answer. */
const PAGE_SIZE = 100

/** One request that hangs longer than this is abandoned and retried. */
const DEFAULT_TIMEOUT_MS = 30_000

/**
 * The official API's documented average: about three requests a second per integration. The
 * limiter starts at this pace; the server's 429s, with Retry-After, still have the last word.
 */
export const OFFICIAL_RATE_PER_SECOND = 3

/** Few in flight: at three a second more would only wait in the limiter's queue. */
export const OFFICIAL_CONCURRENCY = 3

export interface OfficialSourceOptions {
  /** An integration's secret (`ntn_...` or `secret_...`). */
  token: string
  /** Another server speaking the official API (the test server): its origin, without `/v1`. */
  baseUrl?: string
  limiter?: RequestLimiter | RequestLimiterOptions
  timeoutMs?: number
  /** The HTTP client under @notionhq/client: the global fetch unless given (a test answers in process). */
  fetch?: OfficialFetch
  /** Where skipped blocks are reported ('missing block ...'). */
  log?: (message: string) => void
}

export interface OfficialSource extends NotionSource {
  readonly limiter: RequestLimiter
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function isLimiter(value: RequestLimiter | RequestLimiterOptions | undefined): value is RequestLimiter {
  return typeof (value as RequestLimiter | undefined)?.run === 'function'
}

/** A page asked for by id that is a database: the API answers 404 (or 400 on some versions). */
function isNotAPage(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status
  const code = (error as { code?: unknown } | undefined)?.code
  return status === 404 || code === 'object_not_found' || code === 'validation_error'
}

const entry = (value: unknown) => ({ role: 'reader', value })

/** Record-map tables being filled, in the order the renderer wants them (the page asked for first). */
interface Draft {
  block: Map<string, ConvertedBlock>
  collection: Map<string, RawCollection>
  collection_view: Map<string, unknown>
  collection_query: Map<string, Record<string, unknown>>
  expiresAt: number | undefined
}

function toRecordMap(draft: Draft): ExpiringRecordMap {
  const table = <T>(map: Map<string, T>) => Object.fromEntries([...map].map(([id, value]) => [id, entry(value)]))
  return {
    block: table(draft.block),
    collection: table(draft.collection),
    collection_view: table(draft.collection_view),
    notion_user: {},
    collection_query: Object.fromEntries(draft.collection_query),
    signed_urls: {},
    ...(draft.expiresAt !== undefined && { filesExpireAt: draft.expiresAt })
  } as ExpiringRecordMap
}

/**
 * A NotionSource on Notion's official API (an integration token, for private workspaces): pages,
 * their blocks and databases turned into the record maps the site maps and react-notion-x draws.
 * Every request goes through the limiter (about three a second, retries on 429 with Retry-After
 * and on 5xx). A page costs one request, plus one per block with children (more for a long page,
 * at 100 blocks an answer), plus three per database it shows (database, data source, rows by the
 * hundred). Blocks the official API cannot give are skipped with a 'missing block' message.
 */
export function createOfficialSource(options: OfficialSourceOptions): OfficialSource {
  if (!options.token.trim()) throw new Error('the official source needs an integration token (NOTION_TOKEN)')
  const baseUrl = (options.baseUrl ?? OFFICIAL_API_BASE_URL).replace(/\/+$/, '').replace(/\/v1$/, '')
  const limiter = isLimiter(options.limiter)
    ? options.limiter
    : createRequestLimiter({ concurrency: OFFICIAL_CONCURRENCY, ratePerSecond: OFFICIAL_RATE_PER_SECOND, ...options.limiter })
  const log = options.log ?? ((message: string) => console.warn(`[quire] ${message}`))
  // Retrying is the limiter's job: it knows about every other request in flight.
  const client = new Client({
    auth: options.token,
    baseUrl,
    retry: false,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    logger: () => {},
    ...(options.fetch && { fetch: options.fetch })
  })
  const name = `official ${baseUrl}`
  /**
   * Data sources met so far: a row page names its data source, whose schema its record map carries.
   * A database's own fetch always asks afresh (`fresh`), so a new column or option shows with the
   * next sync and the copy rows read is never older than the database's.
   */
  const dataSources = new Map<string, Promise<DataSourceObjectResponse>>()

  const retrieveDataSource = (id: string, fresh = false): Promise<DataSourceObjectResponse> => {
    let pending = fresh ? undefined : dataSources.get(id)
    if (!pending) {
      pending = limiter.run(`data_sources ${id}`, () => client.dataSources.retrieve({ data_source_id: id })) as Promise<DataSourceObjectResponse>
      pending.catch(() => dataSources.delete(id))
      dataSources.set(id, pending)
    }
    return pending
  }

  /** Every item of a paged list: `has_more` and `next_cursor` followed to the end. */
  const listAll = async <T>(label: string, fetchPage: (cursor: string | undefined) => Promise<OfficialList<T>>): Promise<T[]> => {
    const items: T[] = []
    let cursor: string | undefined
    do {
      const page: OfficialList<T> = await limiter.run(`${label}${cursor ? ` (from ${cursor})` : ''}`, () => fetchPage(cursor))
      items.push(...page.results)
      cursor = page.has_more && page.next_cursor ? page.next_cursor : undefined
    } while (cursor)
    return items
  }

  const noteExpiry = (draft: Draft, expiresAt: number | undefined) => {
    draft.expiresAt = earliest(draft.expiresAt, expiresAt)
  }

  /** A database (the blog, or one shown in a page) with its collection, its one view and every row. */
  const addDatabase = async (draft: Draft, databaseId: string, inline: boolean | null) => {
    const database = (await limiter.run(`databases ${databaseId}`, () => client.databases.retrieve({ database_id: databaseId }))) as DatabaseObjectResponse
    const first = database.data_sources?.[0]
    if (!first) throw new Error(`database ${databaseId} has no data source the integration can read`)
    const [dataSource, rows] = await Promise.all([
      retrieveDataSource(first.id, true),
      listAll(`data_sources ${first.id} query`, (cursor) =>
        client.dataSources.query({ data_source_id: first.id, page_size: PAGE_SIZE, ...(cursor && { start_cursor: cursor }) }) as Promise<OfficialList<unknown>>
      )
    ])
    const icon = readIcon(database.icon)
    const cover = readCover(database.cover)
    noteExpiry(draft, earliest(icon?.expiresAt, cover?.expiresAt))
    const existing = draft.block.get(database.id)
    draft.block.set(database.id, {
      ...existing,
      id: database.id,
      type: (inline ?? database.is_inline) ? 'collection_view' : 'collection_view_page',
      collection_id: dataSource.id,
      view_ids: [database.id],
      format: {
        ...(icon && { page_icon: icon.url }),
        ...(cover && { page_cover: cover.url }),
        collection_pointer: { id: dataSource.id, table: 'collection' }
      },
      ...(existing ? { parent_id: existing.parent_id, parent_table: existing.parent_table } : parentOf(database.parent)),
      created_time: toMs(database.created_time),
      last_edited_time: toMs(database.last_edited_time),
      alive: !database.in_trash
    })
    draft.collection.set(dataSource.id, toCollection(dataSource, database))
    draft.collection_view.set(database.id, toTableView(database, dataSource))
    const rowIds: string[] = []
    for (const row of rows) {
      if (!isFullPage(row as PageObjectResponse)) continue
      const converted = pageToBlock(row as PageObjectResponse)
      noteExpiry(draft, converted.expiresAt)
      draft.block.set(converted.value.id, converted.value)
      rowIds.push(converted.value.id)
    }
    draft.collection_query.set(dataSource.id, {
      ...draft.collection_query.get(dataSource.id),
      [database.id]: { collection_group_results: { type: 'results', blockIds: rowIds, hasMore: false } }
    })
  }

  /**
   * A page a link or a sub-page block points at: its title, icon and cover, so the link can show
   * them (its blocks are its own page's). A sub-page keeps its place in this page's tree.
   */
  const addLinkedPage = async (draft: Draft, pageId: string) => {
    try {
      const page = (await limiter.run(`pages ${pageId}`, () => client.pages.retrieve({ page_id: pageId }))) as PageObjectResponse
      const converted = pageToBlock(page)
      noteExpiry(draft, converted.expiresAt)
      const placed = draft.block.get(pageId)
      draft.block.set(pageId, placed ? { ...converted.value, parent_id: placed.parent_id, parent_table: placed.parent_table } : converted.value)
    } catch (error) {
      log(`missing block ${pageId}: a linked page the integration cannot read, its link is drawn without its icon (${describe(error)})`)
    }
  }

  /** The blocks below `parentId`, depth first in the page's order, each level's lists in parallel. */
  const addChildren = async (draft: Draft, parentId: string, listId: string): Promise<void> => {
    const children = await listAll(`blocks ${listId} children`, (cursor) =>
      client.blocks.children.list({ block_id: listId, page_size: PAGE_SIZE, ...(cursor && { start_cursor: cursor }) }) as Promise<OfficialList<unknown>>
    )
    const content: string[] = []
    const below: Array<Promise<void>> = []
    for (const child of children as BlockObjectResponse[]) {
      if (!isFullBlock(child)) continue
      const converted = blockToRecord(child)
      if ('skipped' in converted) {
        log(`missing block ${child.id}: ${converted.skipped}, skipped`)
        continue
      }
      const block = { ...converted.value, parent_id: parentId, parent_table: 'block' }
      noteExpiry(draft, converted.expiresAt)
      draft.block.set(block.id, block)
      content.push(block.id)
      if (child.type === 'child_database') below.push(addDatabase(draft, child.id, true))
      else if (child.type === 'link_to_page' && block.format?.alias_pointer) {
        const target = (block.format.alias_pointer as { id: string }).id
        if (!draft.block.has(target)) below.push(addLinkedPage(draft, target))
      } else if (child.type === 'child_page') below.push(addLinkedPage(draft, child.id))
      else if (child.has_children) {
        const original = child.type === 'synced_block' ? child.synced_block.synced_from?.block_id : undefined
        below.push(addChildren(draft, block.id, original ?? block.id))
      }
    }
    const parent = draft.block.get(parentId)
    if (parent) parent.content = content
    await Promise.all(below)
  }

  const fetchPage = async (pageId: string): Promise<ExpiringRecordMap> => {
    const draft: Draft = { block: new Map(), collection: new Map(), collection_view: new Map(), collection_query: new Map(), expiresAt: undefined }
    let page: PageObjectResponse | null = null
    let notAPage: unknown = null
    try {
      page = (await limiter.run(`pages ${pageId}`, () => client.pages.retrieve({ page_id: pageId }))) as PageObjectResponse
    } catch (error) {
      if (!isNotAPage((error as { cause?: unknown }).cause ?? error)) throw error
      notAPage = error
    }
    if (!page) {
      // Not a page: the blog database itself, as NOTION_PAGE_ID names it.
      try {
        await addDatabase(draft, pageId, null)
      } catch (error) {
        if (!isNotAPage((error as { cause?: unknown }).cause ?? error)) throw error
        throw new Error(
          `it is neither a page nor a database the integration can read: share it with the integration (the page's ••• menu, Connections). Notion said: ${describe(notAPage)}`,
          { cause: error }
        )
      }
      return toRecordMap(draft)
    }
    const converted = pageToBlock(page)
    noteExpiry(draft, converted.expiresAt)
    draft.block.set(page.id, converted.value)
    const pending: Array<Promise<unknown>> = [addChildren(draft, page.id, page.id)]
    if (page.parent.type === 'data_source_id') {
      // A row's page carries its database's schema, as a record map from Notion's own API does.
      const { database_id: databaseId, data_source_id: dataSourceId } = page.parent
      pending.push(
        retrieveDataSource(dataSourceId).then((dataSource) => {
          draft.collection.set(dataSource.id, toCollection(dataSource, databaseId))
        })
      )
    }
    await Promise.all(pending)
    return toRecordMap(draft)
  }

  return {
    name,
    limiter,

    async getPage(pageId: string): Promise<ExtendedRecordMap> {
      const id = parsePageId(pageId)
      if (!id) throw new Error(`${name}: "${pageId}" is not a Notion page id`)
      try {
        return await fetchPage(id)
      } catch (error) {
        throw new Error(`${name}: cannot fetch page ${id}: ${describe(error)}`, { cause: error })
      }
    },

    async search(params: SearchParams): Promise<SearchResults> {
      const query = (params.query ?? '').trim()
      if (!query) return { results: [], total: 0, recordMap: { block: {} } }
      try {
        const found = (await limiter.run(`search "${query}"`, () =>
          client.search({ query, filter: { property: 'object', value: 'page' }, page_size: Math.min(PAGE_SIZE, params.limit && params.limit > 0 ? params.limit : 20) })
        )) as OfficialList<unknown>
        const results: SearchResult[] = []
        const block: ExtendedRecordMap['block'] = {}
        for (const item of found.results) {
          if (!isFullPage(item as PageObjectResponse)) continue
          const { value } = pageToBlock(item as PageObjectResponse)
          // The official search matches titles only: the hit is the title, marked where it matched.
          const title = getTextContent((value.properties?.title ?? []) as never)
          const index = title.toLowerCase().indexOf(query.toLowerCase())
          results.push({
            id: value.id,
            isNavigable: true,
            score: 1,
            highlight: { pathText: '', text: '', ...(index >= 0 && { title: markedSnippet(title, index, query.length) }) }
          } as SearchResult)
          block[value.id] = entry(value) as never
        }
        return { results, total: results.length, recordMap: { block } }
      } catch (error) {
        throw new Error(`${name}: search for "${params.query}" failed: ${describe(error)}`, { cause: error })
      }
    }
  }
}
