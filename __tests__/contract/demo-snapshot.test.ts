/**
 * The live source (real notion-client over HTTP) against the test server serving the demo
 * snapshot gives the very site model the snapshot source gives, at the request cost we promise.
 */
import { createSnapshotSource } from '@/lib/notion/snapshot-source'
import { startNotionServer, type NotionServer } from '@/scripts/notion-server/start-notion-server'
import { DEMO_DIR, DEMO_ROOT, liveSource, siteLoader, siteModel } from './helpers'

let server: NotionServer

beforeAll(async () => {
  server = await startNotionServer({ dir: DEMO_DIR })
})
afterAll(() => server.close())
beforeEach(() => {
  server.resetCounts()
  server.setFaults({})
})

test('same site model as the snapshot source: site data and every page', async () => {
  const live = await siteModel(siteLoader(liveSource(server.apiBaseUrl)))
  const recorded = await siteModel(siteLoader(createSnapshotSource(DEMO_DIR)))
  expect(live).toEqual(recorded)
  // Every request is one notion-client makes, and none went unanswered.
  expect(Object.keys(server.counts()).sort()).toEqual(expect.arrayContaining(['loadPageChunk', 'queryCollection']))
  // Every page of the demo through HTTP and both mappings: about 2 s idle, over 5 s on a busy 2-core machine.
}, 30_000)

test('a plain page costs one request', async () => {
  const source = liveSource(server.apiBaseUrl)
  const site = await siteLoader(source).getSiteData()
  const plain = site.posts.find((post) => post.slug === 'measuring-page-weight')
  expect(plain).toBeDefined()
  server.resetCounts()
  await source.getPage(plain!.id)
  expect(server.counts()).toEqual({ loadPageChunk: 1 })
})

test('the database page comes first in its record map, with its rows queried per view', async () => {
  const root = await liveSource(server.apiBaseUrl).getPage(DEMO_ROOT)
  expect(Object.keys(root.block)[0]).toBe(DEMO_ROOT)
  expect(Object.keys(root.collection_query)).toHaveLength(1)
  expect(server.counts().loadPageChunk).toBe(1)
  expect(server.counts().queryCollection).toBe(Object.keys(Object.values(root.collection_query)[0]!).length)
})

test('search answers like the snapshot source', async () => {
  const live = await liveSource(server.apiBaseUrl).search({ query: 'page weight', ancestorId: DEMO_ROOT })
  const recorded = await createSnapshotSource(DEMO_DIR).search({ query: 'page weight', ancestorId: DEMO_ROOT })
  expect(live.total).toBeGreaterThan(0)
  expect(live).toEqual(recorded)
  expect(server.counts()).toEqual({ search: 1 })
})

test('unknown ids are answered as role none, so notion-client stops asking', async () => {
  const response = await fetch(`${server.apiBaseUrl}/syncRecordValuesMain`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requests: [{ table: 'block', id: '00000000-0000-4000-8000-000000000000', version: -1 }] })
  })
  expect(await response.json()).toEqual({ recordMap: { block: { '00000000-0000-4000-8000-000000000000': { value: { role: 'none' } } } } })
  const old = await fetch(`${server.apiBaseUrl}/syncRecordValues`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requests: [{ pointer: { table: 'block', id: DEMO_ROOT }, version: -1 }] })
  })
  expect(Object.keys((await old.json()).recordMap.block)).toEqual([DEMO_ROOT])
})

test('getRecordValues and getSignedFileUrls answer in notion-client shapes', async () => {
  const post = (endpoint: string, body: unknown) =>
    fetch(`${server.apiBaseUrl}/${endpoint}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json())
  const users = await post('getRecordValues', { requests: [{ table: 'block', id: DEMO_ROOT }, { table: 'notion_user', id: 'nobody' }] })
  expect(users.results[0].value.id).toBe(DEMO_ROOT)
  expect(users.results[1]).toEqual({ role: 'none' })
  const signed = await post('getSignedFileUrls', { urls: [{ url: 'attachment:x:y.png', permissionRecord: { table: 'block', id: DEMO_ROOT } }] })
  expect(signed).toEqual({ signedUrls: ['attachment:x:y.png'] })
})

test('a chunk limit smaller than the page sends notion-client to syncRecordValuesMain for the rest', async () => {
  const response = await fetch(`${server.apiBaseUrl}/loadPageChunk`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pageId: DEMO_ROOT, limit: 1, chunkNumber: 0 })
  })
  const { recordMap } = await response.json()
  expect(Object.keys(recordMap.block)).toEqual([DEMO_ROOT])
})
