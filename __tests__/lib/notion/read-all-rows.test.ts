import type { ExtendedRecordMap } from 'notion-types'
import { type CollectionPage, MAX_ROWS, readAllRows } from '@/lib/notion/read-all-rows'

const ids = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `row-${from + i}`)
const block = (rowIds: string[]) => Object.fromEntries(rowIds.map((id) => [id, { role: 'reader', value: { id, type: 'page' } }]))
const results = (rowIds: string[], hasMore: boolean, total?: number) => ({ collection_group_results: { type: 'results', blockIds: rowIds, hasMore, ...(total !== undefined && { total }) } })

/** A database of `rows` rows, as notion-client's getPage returns it: the first 999, in each view. */
function firstPage(rows: number, views = ['view-a'], total?: number): ExtendedRecordMap {
  const first = ids(Math.min(rows, 999))
  return {
    block: { root: { role: 'reader', value: { id: 'root', type: 'collection_view_page' } }, ...block(first) },
    collection: {},
    collection_view: {},
    notion_user: {},
    collection_query: { coll: Object.fromEntries(views.map((view) => [view, results(first, rows > 999, total)])) },
    signed_urls: {}
  } as unknown as ExtendedRecordMap
}

/** Answers as Notion does: the first `limit` of `rows` rows. */
function server(rows: number, total?: number) {
  const asked: Array<{ viewId: string; limit: number }> = []
  const query = async (_collectionId: string, viewId: string, limit: number): Promise<CollectionPage> => {
    asked.push({ viewId, limit })
    const returned = ids(Math.min(rows, limit))
    return { reducerResults: results(returned, rows > limit, total), recordMap: { block: block(returned) as never } }
  }
  return { asked, query }
}

const rowIdsOf = (map: ExtendedRecordMap, view = 'view-a') => (map.collection_query.coll?.[view] as unknown as ReturnType<typeof results>).collection_group_results.blockIds

test('a database of one page of rows is left as it came, with no more requests', async () => {
  const { asked, query } = server(500)
  const map = await readAllRows(firstPage(500), query, jest.fn())
  expect(asked).toEqual([])
  expect(rowIdsOf(map)).toHaveLength(500)
})

test('past 999 rows, each view is asked again with a larger limit until every row is in, with its record', async () => {
  const { asked, query } = server(12_345)
  const log = jest.fn()
  const map = await readAllRows(firstPage(12_345, ['view-a', 'view-b']), query, log)
  expect(asked).toEqual([
    { viewId: 'view-a', limit: 9999 },
    { viewId: 'view-a', limit: 99_999 },
    { viewId: 'view-b', limit: 9999 },
    { viewId: 'view-b', limit: 99_999 }
  ])
  expect(rowIdsOf(map)).toEqual(ids(12_345))
  expect(rowIdsOf(map, 'view-b')).toHaveLength(12_345)
  expect(Object.keys(map.block)).toHaveLength(12_346)
  expect(map.block.root).toBeDefined()
  expect(log).not.toHaveBeenCalled()
})

test("the query's total, when Notion gives it, is the next limit: one more request", async () => {
  const { asked, query } = server(12_345, 12_345)
  const map = await readAllRows(firstPage(12_345, ['view-a'], 12_345), query, jest.fn())
  expect(asked).toEqual([{ viewId: 'view-a', limit: 12_345 }])
  expect(rowIdsOf(map)).toHaveLength(12_345)
})

test('a server that says there is more but returns no more is named, not looped on, and the rows read are kept', async () => {
  const log = jest.fn()
  const query = async (): Promise<CollectionPage> => ({ reducerResults: results(ids(999), true), recordMap: { block: block(ids(999)) as never } })
  const map = await readAllRows(firstPage(5000), query, log)
  expect(rowIdsOf(map)).toHaveLength(999)
  expect(log).toHaveBeenCalledTimes(1)
  expect(log.mock.calls[0]?.[0]).toMatch(/database coll \(view view-a\) says it has more than 999 rows but returned no more when asked for 9999/)
})

test(`never asks for more than ${MAX_ROWS} rows`, async () => {
  const asked: number[] = []
  // Always one more row than asked for, and always more.
  const query = async (_c: string, _v: string, limit: number): Promise<CollectionPage> => {
    asked.push(limit)
    return { reducerResults: results(ids(limit), true), recordMap: { block: {} } }
  }
  const log = jest.fn()
  await readAllRows(firstPage(2000), query, log)
  expect(Math.max(...asked)).toBe(MAX_ROWS)
  expect(log.mock.calls.at(-1)?.[0]).toMatch(/has more than 1000000 rows: only the first 1000000 are read/)
})

test('grouped results and odd shapes are left alone', async () => {
  const { asked, query } = server(2000)
  const map = firstPage(10)
  map.collection_query.coll = { 'view-a': { 'results:select:x': { blockIds: ['row-1'], hasMore: true } } as never, 'view-b': null as never }
  await readAllRows(map, query, jest.fn())
  expect(asked).toEqual([])
})
