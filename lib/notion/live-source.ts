import { NotionAPI } from 'notion-client'
import type { ExtendedRecordMap, SearchParams, SearchResults } from 'notion-types'
import type { FetchOptions } from 'ofetch'
import { createRequestLimiter, type RequestLimiter, type RequestLimiterOptions } from './create-request-limiter'
import { type CollectionPage, FIRST_ALL_ROWS_LIMIT, readAllRows } from './read-all-rows'
import { readRecord } from './read-record'
import type { GetPageOptions, NotionSource } from './types'

/** notion-client's own default; named here so logs say where a live source points. */
const NOTION_API_BASE_URL = 'https://app.notion.com/api/v3'

/** One request that hangs longer than this is abandoned and retried: Notion answers in well under a second. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000

export interface LiveSourceOptions {
  /** Another server speaking Notion's API (a local test server, a proxy). */
  apiBaseUrl?: string
  /** `token_v2` cookie of a Notion session, for private workspaces. */
  authToken?: string
  activeUser?: string
  /** Where paging problems are told; console.warn by default. */
  log?: (message: string) => void
  /** The rows a database is first asked for when all its rows are wanted (FIRST_ALL_ROWS_LIMIT); more are paged. */
  firstAllRowsLimit?: number
  /** Passed to every request. Its `retry` is always 0: retrying is the limiter's job. */
  ofetchOptions?: FetchOptions
  /** Concurrency, rate and retry of every request this source makes. */
  limiter?: RequestLimiter | RequestLimiterOptions
  timeoutMs?: number
}

export interface LiveSource extends NotionSource {
  readonly limiter: RequestLimiter
}

type FetchArgs = Parameters<NotionAPI['fetch']>[0]

/**
 * notion-client with every request sent through the limiter. notion-client's own retry waits a
 * minute or more on a 429 and knows nothing of the other requests in flight, so it is switched off.
 */
class LimitedNotionAPI extends NotionAPI {
  constructor(
    options: ConstructorParameters<typeof NotionAPI>[0],
    private readonly limiter: RequestLimiter,
    private readonly timeoutMs: number
  ) {
    super(options)
  }

  override fetch<T>(args: FetchArgs): Promise<T> {
    const body = (args.body ?? {}) as { pageId?: unknown; requests?: unknown[]; collection?: { id?: unknown } }
    const what =
      typeof body.pageId === 'string'
        ? ` ${body.pageId}`
        : body.collection?.id
          ? ` ${String(body.collection.id)}`
          : Array.isArray(body.requests)
            ? ` (${body.requests.length} records)`
            : ''
    return this.limiter.run(`${args.endpoint}${what}`, () =>
      super.fetch<T>({ ...args, ofetchOptions: { timeout: this.timeoutMs, parseResponse: parseJson, ...args.ofetchOptions, retry: 0 } })
    )
  }
}

/**
 * An answer's body as JSON, or its text when it is none (an error page). ofetch's own parser scans
 * the whole text for prototype keys first, which JSON.parse never turns into prototypes: on a
 * database query of 10,000 rows (tens of MB) that scan cost half a second of each refresh.
 */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function isLimiter(value: RequestLimiter | RequestLimiterOptions | undefined): value is RequestLimiter {
  return typeof (value as RequestLimiter | undefined)?.run === 'function'
}

/**
 * A NotionSource that asks Notion (or any server speaking its API) through notion-client: a page
 * comes with its collections queried and its file URLs signed, as the renderer needs it. A plain
 * page costs one request; collections, file URLs and blocks past the first chunk cost more, and
 * only when the page has them.
 */
export function createLiveSource(options: LiveSourceOptions = {}): LiveSource {
  const apiBaseUrl = options.apiBaseUrl?.replace(/\/+$/, '') || NOTION_API_BASE_URL
  const limiter = isLimiter(options.limiter) ? options.limiter : createRequestLimiter(options.limiter)
  const notion = new LimitedNotionAPI(
    {
      apiBaseUrl,
      ...(options.authToken && { authToken: options.authToken }),
      ...(options.activeUser && { activeUser: options.activeUser }),
      ofetchOptions: { ...options.ofetchOptions, retry: 0 }
    },
    limiter,
    options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS
  )
  const name = `live ${apiBaseUrl}`
  const log = options.log ?? ((message: string) => console.warn(`[quire] ${name}: ${message}`))
  const firstAllRowsLimit = options.firstAllRowsLimit ?? FIRST_ALL_ROWS_LIMIT

  /** One view's first `limit` rows, as notion-client asks for them (its filters and sorts), with the view's space. */
  const queryCollection = (recordMap: ExtendedRecordMap) => async (collectionId: string, viewId: string, limit: number): Promise<CollectionPage> => {
    const view = readRecord(recordMap.collection_view, viewId)
    const spaceId = (readRecord(recordMap.collection, collectionId) as { space_id?: string } | undefined)?.space_id
    const answer = await notion.getCollectionData(collectionId, viewId, view as never, { limit, ...(spaceId && { spaceId }) })
    return { reducerResults: answer.result?.reducerResults, recordMap: answer.recordMap }
  }

  return {
    name,
    limiter,

    async getPage(pageId: string, pageOptions: GetPageOptions = {}): Promise<ExtendedRecordMap> {
      try {
        // Collection queries would otherwise fail quietly into an empty list: a site must never lose its posts that way.
        if (!pageOptions.allRows) return await notion.getPage(pageId, { throwOnCollectionErrors: true })
        // A database's rows are read for the site's data, never drawn as a page: their file URLs are
        // not signed (notion-client would scan every row for them, seconds of CPU at 10,000 rows).
        const recordMap = await notion.getPage(pageId, { throwOnCollectionErrors: true, collectionReducerLimit: firstAllRowsLimit, signFileUrls: false })
        return await readAllRows(recordMap, queryCollection(recordMap), log, firstAllRowsLimit)
      } catch (error) {
        throw new Error(`${name}: cannot fetch page ${pageId}: ${describe(error)}`, { cause: error })
      }
    },

    async search(params: SearchParams): Promise<SearchResults> {
      try {
        return await notion.search(params)
      } catch (error) {
        throw new Error(`${name}: search for "${params.query}" failed: ${describe(error)}`, { cause: error })
      }
    }
  }
}
