import type { ExtendedRecordMap } from 'notion-types'

/** The rows notion-client asks a database for in one query: what `getPage` returns of a database shown in a page. */
export const FIRST_QUERY_LIMIT = 999

/**
 * The rows the site's own database is first asked for: its posts, most often fewer than this, so a
 * rebuild asks once a view; a larger database is paged from there.
 */
export const FIRST_ALL_ROWS_LIMIT = 9999

/**
 * Rows a database may hold before the site gives up asking for more: well past Notion's own
 * advice for one database, and a bound on the loop should a server keep saying there is more.
 */
export const MAX_ROWS = 1_000_000

/** What a collection query answers, as far as paging goes: the reducer results and the records they name. */
export interface CollectionPage {
  reducerResults: unknown
  recordMap: Partial<Pick<ExtendedRecordMap, 'block' | 'collection' | 'collection_view' | 'notion_user'>>
}

/** Asks one view of a collection for its first `limit` rows. */
export type QueryCollection = (collectionId: string, viewId: string, limit: number) => Promise<CollectionPage>

interface Results {
  blockIds: string[]
  hasMore: boolean
  total: number | null
}

/** The plain (ungrouped) results of a view's query: `collection_group_results`, as the site's database view has. */
function resultsOf(reducerResults: unknown): Results | null {
  const results = (reducerResults as { collection_group_results?: { blockIds?: unknown; hasMore?: unknown; total?: unknown } } | null)?.collection_group_results
  if (!results || !Array.isArray(results.blockIds)) return null
  return {
    blockIds: results.blockIds.filter((id): id is string => typeof id === 'string'),
    hasMore: results.hasMore === true,
    total: typeof results.total === 'number' && Number.isSafeInteger(results.total) ? results.total : null
  }
}

/** The next, larger limit: the total when Notion told it, else ten times as many rows. */
function nextLimit(limit: number, results: Results): number {
  const wanted = results.total !== null && results.total > results.blockIds.length ? results.total : limit * 10 + 9
  return Math.min(MAX_ROWS, Math.max(wanted, results.blockIds.length + 1))
}

/**
 * Follows the paging of every database view in `recordMap` whose query said `hasMore`: Notion
 * returns a query's rows up to its limit (notion-client asks for 999 by default), so a larger database is
 * asked again with a larger limit, through `query` (the source's limiter, retries and timeouts),
 * until every row is in. The rows and the view's results are merged into `recordMap`, in place.
 * A server that says there is more but returns no more rows is named in a warning, never looped on.
 */
export async function readAllRows(
  recordMap: ExtendedRecordMap,
  query: QueryCollection,
  log: (message: string) => void,
  /** The limit `recordMap`'s queries were made with. */
  firstLimit: number = FIRST_QUERY_LIMIT
): Promise<ExtendedRecordMap> {
  for (const [collectionId, views] of Object.entries(recordMap.collection_query ?? {})) {
    for (const [viewId, reducerResults] of Object.entries(views ?? {})) {
      let results = resultsOf(reducerResults)
      let limit = Math.max(firstLimit, results?.blockIds.length ?? 0)
      while (results?.hasMore) {
        if (limit >= MAX_ROWS) {
          log(`database ${collectionId} (view ${viewId}) has more than ${MAX_ROWS} rows: only the first ${results.blockIds.length} are read`)
          break
        }
        limit = nextLimit(limit, results)
        const page = await query(collectionId, viewId, limit)
        const next = resultsOf(page.reducerResults)
        if (!next || next.blockIds.length <= results.blockIds.length) {
          log(`database ${collectionId} (view ${viewId}) says it has more than ${results.blockIds.length} rows but returned no more when asked for ${limit}: only those are read`)
          break
        }
        recordMap.block = { ...recordMap.block, ...page.recordMap.block }
        recordMap.collection = { ...recordMap.collection, ...page.recordMap.collection }
        recordMap.collection_view = { ...recordMap.collection_view, ...page.recordMap.collection_view }
        recordMap.notion_user = { ...recordMap.notion_user, ...page.recordMap.notion_user }
        recordMap.collection_query[collectionId] = { ...recordMap.collection_query[collectionId], [viewId]: page.reducerResults as never }
        results = next
      }
    }
  }
  return recordMap
}
