/**
 * The official source's limits against the test server's official endpoints: paged lists followed
 * to their end, every staged fault met through the request limiter (429 with Retry-After, 5xx,
 * dropped connections, a rate limit), the request cost of a page, and the API's errors.
 */
import { createSnapshotSource } from '@/lib/notion/snapshot-source'
import type { Faults } from '@/scripts/notion-server/fault-plan'
import { startNotionServer, type NotionServer } from '@/scripts/notion-server/start-notion-server'
import { DEMO_DIR, DEMO_ROOT, officialSource, siteLoader, siteModel } from './helpers'

/** The snapshot source's model without what the official API cannot give (compared in official-source.test.ts). */
function comparable(model: unknown): unknown {
  const { site, details } = model as { site: { allPages: Array<{ fullWidth?: boolean }> }; details: Array<{ slug: string; toc: unknown; title: string }> }
  return { slugs: details.map((detail) => detail.slug), tocs: details.map((detail) => detail.toc), pages: site.allPages.map(({ fullWidth: _fullWidth, ...post }) => post) }
}

let server: NotionServer
let expected: unknown

beforeAll(async () => {
  server = await startNotionServer({ dir: DEMO_DIR })
  expected = comparable(await siteModel(siteLoader(createSnapshotSource(DEMO_DIR))))
})
afterAll(() => server.close())
beforeEach(() => {
  server.resetCounts()
  server.setFaults({})
})

const official = (url = server.officialBaseUrl) => (path: string, init: RequestInit = {}) =>
  fetch(`${url}/v1/${path}`, {
    ...init,
    headers: { authorization: 'Bearer test-integration-token', 'notion-version': '2025-09-03', 'content-type': 'application/json', ...init.headers }
  })

describe('faults, met through the limiter', () => {
  const cases: Array<[string, Faults]> = [
    ['a 429 with Retry-After on the first 5 requests', { rules: [{ kind: 429, first: 5, retryAfterSeconds: 0.02 }] }],
    ['30% of requests answered 429', { rules: [{ kind: 429, rate: 0.3, retryAfterSeconds: 0.01 }], seed: 7 }],
    ['the first query of the blog database answered 429', { rules: [{ kind: 429, endpoint: 'v1/data_sources/query', first: 1, retryAfterSeconds: 0.01 }] }],
    ['500 on 20% of requests', { rules: [{ kind: 500, rate: 0.2 }], seed: 3 }],
    ['502, 503 and 504 on the first requests', { rules: [{ kind: 502, first: 1 }, { kind: 503, first: 1 }, { kind: 504, first: 1 }] }],
    ['dropped connections on 20% of requests', { rules: [{ kind: 'drop', rate: 0.2 }], seed: 5 }]
  ]

  test.each(cases)('%s: the same site model, with retries', async (_name, faults) => {
    server.setFaults(faults)
    const source = officialSource(server.officialBaseUrl)
    expect(comparable(await siteModel(siteLoader(source)))).toEqual(expected)
    const stats = source.limiter.stats()
    expect(stats.retries).toBeGreaterThan(0)
    expect(server.total()).toBe(stats.requests)
  }, 60_000)

  test('a 429 is waited out for as long as its Retry-After says', async () => {
    server.setFaults({ rules: [{ kind: 429, endpoint: 'v1/pages', first: 1, retryAfterSeconds: 0.4 }] })
    const source = officialSource(server.officialBaseUrl)
    const started = Date.now()
    await source.getPage('466a6007-4a43-45ef-88a8-60e8f1a454ee')
    expect(Date.now() - started).toBeGreaterThanOrEqual(400)
    expect(source.limiter.stats().rateLimited).toBe(1)
  })

  test('a rate limit is met by slowing down, not by failing', async () => {
    server.setFaults({ rateLimitPerSecond: 15 })
    const source = officialSource(server.officialBaseUrl)
    expect(comparable(await siteModel(siteLoader(source)))).toEqual(expected)
    expect(source.limiter.stats().rateLimited).toBeGreaterThan(0)
  }, 60_000)

  test('a page that keeps failing fails loudly, naming the page and the request', async () => {
    server.setFaults({ rules: [{ kind: 503 }] })
    const source = officialSource(server.officialBaseUrl, { maxAttempts: 3 })
    await expect(source.getPage(DEMO_ROOT)).rejects.toThrow(new RegExp(`official .*: cannot fetch page ${DEMO_ROOT}: pages ${DEMO_ROOT} gave up after 3 attempts: staged 503`))
    expect(server.total()).toBe(3)
  })

  test('a database query that keeps failing is an error, never an empty site', async () => {
    server.setFaults({ rules: [{ kind: 500, endpoint: 'v1/data_sources/query' }] })
    const source = officialSource(server.officialBaseUrl, { maxAttempts: 2 })
    await expect(siteLoader(source).getSiteData()).rejects.toThrow(/data_sources .* query gave up after 2 attempts/)
  })
})

describe('paging', () => {
  test('lists of two at a time (children, rows) are followed to their end: the same site model, in more requests', async () => {
    const small = await startNotionServer({ dir: DEMO_DIR, official: { maxPageSize: 2 } })
    try {
      const source = officialSource(small.officialBaseUrl)
      expect(comparable(await siteModel(siteLoader(source)))).toEqual(expected)
      server.resetCounts()
      await siteModel(siteLoader(officialSource(server.officialBaseUrl)))
      expect(small.counts()['v1/blocks/children']).toBeGreaterThan(2 * server.counts()['v1/blocks/children']!)
      expect(small.counts()['v1/data_sources/query']).toBeGreaterThan(20)
    } finally {
      await small.close()
    }
  }, 60_000)

  test('the server pages as the API does: has_more, next_cursor, start_cursor, page_size up to 100', async () => {
    const get = official()
    const first = await (await get(`blocks/${'9d1c2ab0-7a5e-416c-a181-31301e53b555'}/children?page_size=3`)).json()
    expect(first).toMatchObject({ object: 'list', has_more: true })
    expect(first.results).toHaveLength(3)
    const next = await (await get(`blocks/9d1c2ab0-7a5e-416c-a181-31301e53b555/children?page_size=3&start_cursor=${first.next_cursor}`)).json()
    expect(next.results[0].id).toBe(first.next_cursor)
    const tooMany = await get('blocks/9d1c2ab0-7a5e-416c-a181-31301e53b555/children?page_size=101')
    expect(tooMany.status).toBe(400)
    expect(await tooMany.json()).toMatchObject({ object: 'error', code: 'validation_error' })
  })
})

describe('what a page costs', () => {
  test('a plain post: its page and its blocks, one request each', async () => {
    const source = officialSource(server.officialBaseUrl)
    await source.getPage(DEMO_ROOT)
    server.resetCounts()
    await source.getPage('466a6007-4a43-45ef-88a8-60e8f1a454ee')
    expect(server.counts()).toEqual({ 'v1/pages': 1, 'v1/blocks/children': 1 })
  })

  test("each sync reads the database's columns afresh (a new tag shows); a row's page reuses them", async () => {
    const source = officialSource(server.officialBaseUrl)
    await source.getPage(DEMO_ROOT)
    await source.getPage(DEMO_ROOT)
    expect(server.counts()['v1/data_sources']).toBe(2)
    await source.getPage('466a6007-4a43-45ef-88a8-60e8f1a454ee')
    expect(server.counts()['v1/data_sources']).toBe(2)
  })

  test('the blog database: the database, its data source and its rows by the hundred', async () => {
    await officialSource(server.officialBaseUrl).getPage(DEMO_ROOT)
    expect(server.counts()).toEqual({ 'v1/pages': 1, 'v1/databases': 1, 'v1/data_sources': 1, 'v1/data_sources/query': 1 })
  })
})

describe("the official API's errors", () => {
  test('no token: 401 unauthorized; no Notion-Version: 400 missing_version', async () => {
    const bare = await fetch(`${server.officialBaseUrl}/v1/pages/${DEMO_ROOT}`)
    expect(bare.status).toBe(401)
    expect(await bare.json()).toMatchObject({ object: 'error', status: 401, code: 'unauthorized' })
    const noVersion = await fetch(`${server.officialBaseUrl}/v1/pages/${DEMO_ROOT}`, { headers: { authorization: 'Bearer x' } })
    expect(noVersion.status).toBe(400)
    expect(await noVersion.json()).toMatchObject({ code: 'missing_version' })
  })

  test('a page the integration cannot see: 404 object_not_found, named by the source, never retried', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    const answer = await official()(`pages/${unknown}`)
    expect(answer.status).toBe(404)
    expect(await answer.json()).toMatchObject({ object: 'error', code: 'object_not_found' })
    server.resetCounts()
    const source = officialSource(server.officialBaseUrl)
    await expect(source.getPage(unknown)).rejects.toThrow(
      new RegExp(`cannot fetch page ${unknown}: it is neither a page nor a database the integration can read: share it with the integration .*Notion said: pages ${unknown} failed: Could not find page`)
    )
    // The page, then the database it might be: each asked once.
    expect(server.total()).toBe(2)
  })

  test('a staged 429 comes in the official shape with Retry-After; a bad id and an unknown route are 400s', async () => {
    server.setFaults({ rules: [{ kind: 429, first: 1, retryAfterSeconds: 2 }] })
    const limited = await official()(`pages/${DEMO_ROOT}`)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('2')
    expect(await limited.json()).toMatchObject({ object: 'error', status: 429, code: 'rate_limited' })
    expect((await official()('pages/not-an-id')).status).toBe(400)
    expect(await (await official()('comments')).json()).toMatchObject({ code: 'invalid_request_url' })
  })

  test('the token reaches the server as a bearer token, with the client version', async () => {
    const seen: Array<string | undefined> = []
    const { createServer } = await import('node:http')
    const spy = createServer((req, res) => {
      seen.push(req.headers.authorization, String(req.headers['notion-version']))
      res.writeHead(404, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ object: 'error', status: 404, code: 'object_not_found', message: 'nothing here' }))
    })
    await new Promise<void>((resolve) => spy.listen(0, '127.0.0.1', resolve))
    try {
      const port = (spy.address() as import('node:net').AddressInfo).port
      await officialSource(`http://127.0.0.1:${port}`).getPage(DEMO_ROOT).catch(() => undefined)
      expect(seen.slice(0, 2)).toEqual(['Bearer test-integration-token', '2025-09-03'])
    } finally {
      await new Promise((resolve) => spy.close(resolve))
    }
  })
})

test('search: the official search matches titles; hits come marked, with their pages', async () => {
  const found = await officialSource(server.officialBaseUrl).search({ query: 'page weight', ancestorId: DEMO_ROOT })
  const recorded = await createSnapshotSource(DEMO_DIR).search({ query: 'page weight', ancestorId: DEMO_ROOT })
  // The snapshot source also finds the words in body text; the official search, like Notion's, only titles.
  const titleOf = (hit: { highlight: object }) => (hit.highlight as { title?: string }).title
  const titleHits = recorded.results.filter((hit) => titleOf(hit))
  expect(titleHits).toHaveLength(1)
  expect(found.results.map((hit) => [hit.id, titleOf(hit)])).toEqual(titleHits.map((hit) => [hit.id, titleOf(hit)]))
  expect(Object.keys(found.recordMap.block)).toEqual([found.results[0]!.id])
  expect(server.counts()).toEqual({ 'v1/search': 1 })
})

test("blocks the official API cannot give are skipped with a 'missing block' message", async () => {
  const logs: string[] = []
  const { createOfficialSource } = await import('@/lib/notion/official/create-official-source')
  const source = createOfficialSource({ token: 't', baseUrl: server.officialBaseUrl, log: (message) => logs.push(message), limiter: { ratePerSecond: 0 } })
  const page = await source.getPage('9d1c2ab0-7a5e-416c-a181-31301e53b555')
  expect(logs).toEqual(['missing block fc44843b-16e5-41db-a3d6-ad63c3f9a34d: a "drive" block, which the official API does not give, skipped'])
  expect(page.block['fc44843b-16e5-41db-a3d6-ad63c3f9a34d']).toBeUndefined()
})

test('users: the workspace people, paged as any list', async () => {
  const users = await (await official()('users')).json()
  expect(users).toMatchObject({ object: 'list', has_more: false, next_cursor: null })
  expect(users.results).toEqual([{ object: 'user', id: '6f749947-426b-4389-bdf4-3588ee138108', type: 'person', name: 'Quire', avatar_url: null, person: {} }])
  expect(await (await official()('users/6f749947-426b-4389-bdf4-3588ee138108')).json()).toEqual(users.results[0])
  expect((await official()('users/00000000-0000-4000-8000-000000000000')).status).toBe(404)
})

test('a database query of API versions before 2025-09-03 (POST /v1/databases/{id}/query) gives the same rows', async () => {
  const body = JSON.stringify({ page_size: 100 })
  const old = await (await official()(`databases/${DEMO_ROOT}/query`, { method: 'POST', body })).json()
  const database = await (await official()(`databases/${DEMO_ROOT}`)).json()
  const current = await (await official()(`data_sources/${database.data_sources[0].id}/query`, { method: 'POST', body })).json()
  expect(old.results.length).toBeGreaterThan(20)
  expect(old.results.map((row: { id: string }) => row.id)).toEqual(current.results.map((row: { id: string }) => row.id))
})
