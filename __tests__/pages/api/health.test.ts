import type { NextApiRequest } from 'next'
import { createHealthHandler, type HealthDeps } from '@/pages/api/health'
import { recordingResponse } from '../../fixtures/api-response'

jest.mock('@/lib/site/get-site-data', () => ({ getSiteData: jest.fn(), lastSiteSync: jest.fn(), lastSiteSyncFailure: jest.fn() }))

const AT = Date.parse('2026-07-01T12:00:00.000Z')

function call(deps: HealthDeps, method = 'GET') {
  const { reply, res } = recordingResponse()
  return createHealthHandler(deps)({ method, query: {} } as unknown as NextApiRequest, res).then(() => reply)
}

/** A site whose last sync is `at`; sync() records `now` unless it fails. */
function site(options: { at?: number | null; syncs?: 'ok' | 'fail' | 'hang' } = {}) {
  let last = options.at ?? null
  const log = jest.fn()
  const sync = jest.fn(async () => {
    if (options.syncs === 'fail') throw new Error('live http://notion.internal/api/v3: cannot fetch page 0123 (token abc)')
    if (options.syncs === 'hang') return new Promise(() => {})
    last = AT + 60_000
  })
  const deps: HealthDeps = { buildId: () => 'build-7', lastSync: async () => last, sync, syncWaitMs: 50, log }
  return { deps, sync, log }
}

test('200 with the build id and the time of the last sync, asking the source nothing', async () => {
  const { deps, sync } = site({ at: AT })
  const reply = await call(deps)
  expect(reply.status).toBe(200)
  expect(reply.body).toEqual({ status: 'ok', buildId: 'build-7', lastSyncAt: '2026-07-01T12:00:00.000Z' })
  expect(reply.headers['cache-control']).toBe('no-store')
  expect(sync).not.toHaveBeenCalled()
})

test('a server that never synced tries once, within the request: 200 when that works', async () => {
  const { deps, sync } = site({ syncs: 'ok' })
  const reply = await call(deps)
  expect(sync).toHaveBeenCalledTimes(1)
  expect(reply).toMatchObject({ status: 200, body: { status: 'ok', lastSyncAt: '2026-07-01T12:01:00.000Z' } })
})

test('503 while the site has never synced (Notion unreachable); the error goes to the log, never into the answer', async () => {
  const { deps, log } = site({ syncs: 'fail' })
  const reply = await call(deps)
  expect(reply.status).toBe(503)
  expect(reply.body).toEqual({
    status: 'never synced',
    buildId: 'build-7',
    lastSyncAt: null,
    reason: 'the site data could not be loaded from its source; the server log says why'
  })
  expect(JSON.stringify(reply.body)).not.toMatch(/notion\.internal|token|0123/)
  expect(log.mock.calls[0]?.[0]).toContain('cannot fetch page 0123')
})

test('503 without waiting past syncWaitMs for a slow first sync', async () => {
  const { deps } = site({ syncs: 'hang' })
  const started = Date.now()
  const reply = await call(deps)
  expect(Date.now() - started).toBeLessThan(1000)
  expect(reply).toMatchObject({ status: 503, body: { status: 'starting', reason: 'the site data did not load within 0.05 s; it is still loading' } })
})

test('a build id that cannot be read is null, not an error', async () => {
  const { deps } = site({ at: AT })
  const reply = await call({ ...deps, buildId: () => null })
  expect(reply).toMatchObject({ status: 200, body: { buildId: null } })
})

test('HEAD is answered; other methods are refused', async () => {
  const { deps } = site({ at: AT })
  expect((await call(deps, 'HEAD')).status).toBe(200)
  const refused = await call(deps, 'POST')
  expect(refused.status).toBe(405)
  expect(refused.headers.allow).toBe('GET, HEAD')
})

describe('a fresh server tells starting from broken (issue 37)', () => {
  test('data at hand (the build’s copy) but the first sync still running: 200, ready to serve pages', async () => {
    // sync() answers (the seed) while the sync record stays empty: what a just-started server meets.
    const deps: HealthDeps = { buildId: () => 'build-7', lastSync: async () => null, sync: async () => ({}), syncWaitMs: 50, log: jest.fn() }
    const reply = await call(deps)
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ status: 'serving build data', lastSyncAt: null })
  })

  test('nothing loaded yet within the wait: 503 "starting", not "never synced"', async () => {
    const { deps } = site({ syncs: 'hang' })
    expect(await call(deps)).toMatchObject({ status: 503, body: { status: 'starting' } })
  })

  test('the build’s data served but the first sync failed (source unreachable): 503 "never synced"', async () => {
    let failedAt: number | null = null
    const sync = async () => {
      setTimeout(() => (failedAt = AT), 10)
      return {}
    }
    const deps: HealthDeps = { buildId: () => 'build-7', lastSync: async () => null, lastFailure: () => failedAt, sync, syncWaitMs: 500, log: jest.fn() }
    expect(await call(deps)).toMatchObject({ status: 503, body: { status: 'never synced' } })
  })

  test('the first sync lands within the wait: 200 "ok" on the very first check', async () => {
    let last: number | null = null
    const sync = async () => {
      setTimeout(() => (last = AT), 20)
      return {}
    }
    const deps: HealthDeps = { buildId: () => 'build-7', lastSync: async () => last, lastFailure: () => null, sync, syncWaitMs: 500, log: jest.fn() }
    expect(await call(deps)).toMatchObject({ status: 200, body: { status: 'ok', lastSyncAt: '2026-07-01T12:00:00.000Z' } })
  })

  test('a load that failed with nothing to serve: 503 "never synced" (broken)', async () => {
    const { deps } = site({ syncs: 'fail' })
    expect(await call(deps)).toMatchObject({ status: 503, body: { status: 'never synced' } })
  })
})
