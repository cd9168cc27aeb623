/**
 * Every fault the test server can stage, met by the live source through its limiter: the site
 * model comes out whole (never an empty site), or the failure is loud and names the page.
 */
import { createSnapshotSource } from '@/lib/notion/snapshot-source'
import type { Faults } from '@/scripts/notion-server/fault-plan'
import { startNotionServer, type NotionServer } from '@/scripts/notion-server/start-notion-server'
import { DEMO_DIR, DEMO_ROOT, liveSource, siteLoader, siteModel } from './helpers'

let server: NotionServer
let expected: unknown

beforeAll(async () => {
  server = await startNotionServer({ dir: DEMO_DIR })
  expected = await siteModel(siteLoader(createSnapshotSource(DEMO_DIR)))
})
afterAll(() => server.close())
beforeEach(() => server.resetCounts())

const cases: Array<[string, Faults]> = [
  ['latency of 20 ms a request', { latencyMs: 20 }],
  ['a 429 with Retry-After on the first 5 requests', { rules: [{ kind: 429, first: 5, retryAfterSeconds: 0.02 }] }],
  ['30% of requests answered 429', { rules: [{ kind: 429, rate: 0.3, retryAfterSeconds: 0.01 }], seed: 7 }],
  ['the first database query answered 429', { rules: [{ kind: 429, endpoint: 'queryCollection', first: 1, retryAfterSeconds: 0.01 }] }],
  ['500 on 20% of requests', { rules: [{ kind: 500, rate: 0.2 }], seed: 3 }],
  ['502, 503 and 504 on the first requests', { rules: [{ kind: 502, first: 1 }, { kind: 503, first: 1 }, { kind: 504, first: 1 }] }],
  ['dropped connections on 20% of requests', { rules: [{ kind: 'drop', rate: 0.2 }], seed: 5 }],
  ['a rate limit of 40 requests a second', { rateLimitPerSecond: 40 }]
]

test.each(cases)('%s: the same site model, with retries', async (_name, faults) => {
  server.setFaults(faults)
  const source = liveSource(server.apiBaseUrl, { concurrency: 6 })
  expect(await siteModel(siteLoader(source))).toEqual(expected)
  const stats = source.limiter.stats()
  if (faults.rules) expect(stats.retries).toBeGreaterThan(0)
  expect(server.total()).toBe(stats.requests)
}, 30_000)

test('a rate limit is met by slowing down, not by failing', async () => {
  server.setFaults({ rateLimitPerSecond: 10 })
  const source = liveSource(server.apiBaseUrl, { concurrency: 6 })
  const started = Date.now()
  expect(await siteModel(siteLoader(source))).toEqual(expected)
  const stats = source.limiter.stats()
  expect(stats.rateLimited).toBeGreaterThan(0)
  // It learned the server's rate. Not the rate at the end: that climbs back while the server is quiet,
  // faster the longer the run, so on a busy machine it could end above the limit before the next 429.
  expect(stats.lowestRatePerSecond).toBeLessThanOrEqual(12)
  // ~47 requests at 10 a second: about 4.5 s; pushed back, never stalled.
  expect(Date.now() - started).toBeLessThan(15_000)
}, 30_000)

test('a page that keeps failing fails loudly, naming the page and the endpoint', async () => {
  server.setFaults({ rules: [{ kind: 503 }] })
  const source = liveSource(server.apiBaseUrl, { maxAttempts: 3 })
  await expect(source.getPage(DEMO_ROOT)).rejects.toThrow(
    new RegExp(`cannot fetch page ${DEMO_ROOT}: loadPageChunk ${DEMO_ROOT} gave up after 3 attempts: .*503`)
  )
  expect(server.total()).toBe(3)
})

test('a server that drops every connection fails loudly too', async () => {
  server.setFaults({ rules: [{ kind: 'drop' }] })
  const source = liveSource(server.apiBaseUrl, { maxAttempts: 2 })
  await expect(source.getPage(DEMO_ROOT)).rejects.toThrow(/gave up after 2 attempts/)
})

test('a database query that keeps failing is an error, never an empty site', async () => {
  server.setFaults({ rules: [{ kind: 500, endpoint: 'queryCollection' }] })
  const source = liveSource(server.apiBaseUrl, { maxAttempts: 2 })
  await expect(siteLoader(source).getSiteData()).rejects.toThrow(/queryCollection .* gave up after 2 attempts/)
})

test('a request the server refuses for good (400) is not retried', async () => {
  server.setFaults({})
  const source = liveSource(server.apiBaseUrl)
  await expect(source.getPage('not-a-page')).rejects.toThrow(/invalid notion pageId/)
  const response = await fetch(`${server.apiBaseUrl}/loadPageChunk`, { method: 'POST', body: '{"pageId": "nope"}' })
  expect(response.status).toBe(400)
})
