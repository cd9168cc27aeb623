import type { NextApiRequest, NextApiResponse } from 'next'
import type { SearchParams, SearchResults } from 'notion-types'
import type { NotionSource } from '@/lib/notion/types'
import type { SitePost } from '@/lib/site/types'
import { createSearchHandler, MAX_QUERY_LENGTH } from '@/pages/api/search'

const ROOT = 'root-0000'
const OPEN = 'aaaaaaaa-0000-0000-0000-000000000001'
const LOCKED = 'aaaaaaaa-0000-0000-0000-000000000002'

function post(id: string, extra: Partial<SitePost> = {}): SitePost {
  return { id, title: `Post ${id.slice(-1)}`, href: `/article/${id.slice(-1)}`, status: 'Published', type: 'Post', lock: false, ...extra } as SitePost
}

function pageHit(id: string) {
  return {
    result: { id, isNavigable: true, score: 2, highlight: { pathText: '', text: '', title: '<gzkNfoUU>word</gzkNfoUU>' } },
    block: { [id]: { role: 'reader', value: { id, type: 'page', parent_table: 'collection', parent_id: 'c' } } }
  }
}

function fakeSource(search: (params: SearchParams) => Promise<SearchResults>): NotionSource {
  return { name: 'fake', getPage: async () => { throw new Error('not here') }, search }
}

function call(handler: ReturnType<typeof createSearchHandler>, req: Partial<NextApiRequest>) {
  const res = { statusCode: 0, body: undefined as unknown, headers: {} as Record<string, string> }
  const api = {
    setHeader: (key: string, value: string) => { res.headers[key] = value; return api },
    status: (code: number) => { res.statusCode = code; return api },
    json: (body: unknown) => { res.body = body; return api }
  }
  return handler({ method: 'POST', query: {}, body: {}, ...req } as NextApiRequest, api as unknown as NextApiResponse).then(() => res)
}

describe('/api/search (docs/behaviour.md §7)', () => {
  const hits = [pageHit(OPEN), pageHit(LOCKED)]
  const search = jest.fn(async () => ({
    results: hits.map((hit) => hit.result),
    total: 2,
    recordMap: { block: Object.assign({}, ...hits.map((hit) => hit.block)) }
  }) as unknown as SearchResults)
  const log = jest.fn()
  const handler = createSearchHandler({
    getSource: () => fakeSource(search),
    getRootPageId: () => ROOT,
    getSite: async () => ({ allPages: [post(OPEN), post(LOCKED, { lock: true })] }),
    log
  })
  beforeEach(() => {
    search.mockClear()
    log.mockClear()
  })

  it('asks the source with the query and the root page as ancestor, keeping only listed, unlocked posts', async () => {
    const res = await call(handler, { body: { query: '  word  ' } })
    expect(search).toHaveBeenCalledWith({ query: 'word', ancestorId: ROOT, limit: 20 })
    expect(res.statusCode).toBe(200)
    const body = res.body as { results: Array<{ id: string; href: string; title: string }>; total: number }
    expect(body.results.map((hit) => hit.id)).toEqual([OPEN])
    expect(body.results[0]).toMatchObject({ href: '/article/1', title: 'Post 1' })
    expect(body.total).toBe(1)
    expect(res.headers['Cache-Control']).toMatch(/^public, max-age=0, s-maxage=30\b/)
  })

  it('reads GET ?query= and a JSON string body', async () => {
    await call(handler, { method: 'GET', query: { query: 'a GET word' } })
    await call(handler, { body: JSON.stringify({ query: 'a POST word' }) as never })
    expect(search).toHaveBeenCalledTimes(2)
  })

  it('answers a GET with the empty body Next hands over (an empty string, not JSON)', async () => {
    const res = await call(handler, { method: 'GET', query: { query: 'word from a GET' }, body: '' as never })
    expect(res.statusCode).toBe(200)
    expect(search).toHaveBeenCalledWith({ query: 'word from a GET', ancestorId: ROOT, limit: 20 })
    expect((res.body as { results: unknown[] }).results).toHaveLength(1)
  })

  it('reads a GET from its query string only, a POST from its body only', async () => {
    await call(handler, { method: 'GET', query: {}, body: { query: 'from the body' } })
    await call(handler, { method: 'POST', query: { query: 'from the address' }, body: {} })
    expect(search).not.toHaveBeenCalled()
  })

  it('answers the empty warm-up query without asking the source', async () => {
    const res = await call(handler, { body: { query: '   ' } })
    expect(res.statusCode).toBe(200)
    expect(res.body).toEqual({ results: [], total: 0 })
    expect(search).not.toHaveBeenCalled()
  })

  it('refuses bad requests with { error, errorId } and a 4xx status', async () => {
    for (const [req, status] of [
      [{ method: 'DELETE' }, 405],
      [{ body: { query: 42 } }, 400],
      [{ body: { query: 'x'.repeat(MAX_QUERY_LENGTH + 1) } }, 400],
      [{ body: '{not json' as never }, 400]
    ] as const) {
      const res = await call(handler, req as Partial<NextApiRequest>)
      expect(res.statusCode).toBe(status)
      expect(res.body).toEqual({ error: expect.any(String), errorId: expect.any(String) })
    }
    expect(search).not.toHaveBeenCalled()
  })

  it('never throws when the source fails: a 500 with { error, errorId }, the id also logged', async () => {
    const failing = createSearchHandler({
      getSource: () => fakeSource(async () => { throw new Error('Notion is down') }),
      getRootPageId: () => ROOT,
      getSite: async () => ({ allPages: [] }),
      log
    })
    const res = await call(failing, { body: { query: 'word' } })
    expect(res.statusCode).toBe(500)
    const body = res.body as { error: string; errorId: string }
    expect(body.error).toBe('search failed')
    expect(log.mock.calls[0]?.[0]).toContain(body.errorId)
    expect(log.mock.calls[0]?.[0]).toContain('Notion is down')
  })

  it('turns a root id that cannot be read into the same error answer', async () => {
    const broken = createSearchHandler({
      getSource: () => fakeSource(search),
      getRootPageId: () => { throw new Error('NOTION_PAGE_ID is not a Notion page id') },
      getSite: async () => ({ allPages: [] }),
      log
    })
    const res = await call(broken, { body: { query: 'word' } })
    expect(res.statusCode).toBe(500)
  })

  it("searches a language site's workspace when the modal sends that site's root, and only configured roots", async () => {
    const JA_ROOT = 'fedcba98-7654-3210-fedc-ba9876543210'
    const JA_POST = 'bbbbbbbb-0000-0000-0000-000000000003'
    const jaSearch = jest.fn(async () => ({ results: [pageHit(JA_POST).result], total: 1, recordMap: { block: pageHit(JA_POST).block } }) as unknown as SearchResults)
    const getSite = jest.fn(async (locale?: string | null) => ({ allPages: locale === 'ja-JP' ? [post(JA_POST)] : [post(OPEN)] }))
    const multi = createSearchHandler({
      getSource: () => fakeSource(jaSearch),
      getRootPageId: (locale) => (locale === 'ja-JP' ? JA_ROOT : ROOT),
      getSite,
      getSiteLocales: () => ['ja-JP'],
      log
    })
    const res = await call(multi, { body: { query: 'word', ancestorId: JA_ROOT.replace(/-/g, '') } })
    expect(jaSearch).toHaveBeenCalledWith({ query: 'word', ancestorId: JA_ROOT, limit: 20 })
    expect(getSite).toHaveBeenCalledWith('ja-JP')
    expect((res.body as { results: Array<{ id: string }> }).results.map((hit) => hit.id)).toEqual([JA_POST])
    // Any other id searches the default site, never the tree it names.
    await call(multi, { body: { query: 'word', ancestorId: '01234567-89ab-cdef-0123-456789abcdef' } })
    // (The default site's answer to 'word' is its own: a language site's answer is cached apart.)
    expect(jaSearch).toHaveBeenLastCalledWith({ query: 'word', ancestorId: ROOT, limit: 20 })
    expect(getSite).toHaveBeenLastCalledWith(null)
  })
})

describe('/api/search under load (issue 37, findings 2 and 8)', () => {
  const rawHit = {
    result: { id: OPEN, isNavigable: true, score: 2, highlight: { pathText: 'p', text: '<gzkNfoUU>word</gzkNfoUU> in a block', title: '' } },
    block: {
      [OPEN]: {
        role: 'reader',
        value: { id: OPEN, type: 'page', parent_table: 'collection', parent_id: 'c', space_id: 'space-1234', created_by_id: 'user-5678', properties: { secret: [['hidden column']] } }
      }
    }
  }
  const make = (options: Partial<Parameters<typeof createSearchHandler>[0]> = {}) => {
    const search = jest.fn(async () => ({ results: [rawHit.result], total: 1, recordMap: { block: rawHit.block } }) as unknown as SearchResults)
    const handler = createSearchHandler({ getSource: () => fakeSource(search), getRootPageId: () => ROOT, getSite: async () => ({ allPages: [post(OPEN)] }), log: jest.fn(), ...options })
    return { search, handler }
  }
  const from = (ip: string, query: string) => ({ body: { query }, socket: { remoteAddress: ip } }) as unknown as Partial<NextApiRequest>

  it('asks the source once for the same query, whatever its case and spacing, and shares the answer with the CDN', async () => {
    const { search, handler } = make()
    const first = await call(handler, from('203.0.113.1', 'Word'))
    const again = await call(handler, from('203.0.113.2', '  word '))
    await call(handler, from('203.0.113.3', 'WORD'))
    expect(search).toHaveBeenCalledTimes(1)
    expect(again.body).toEqual(first.body)
    expect(first.headers['Cache-Control']).toMatch(/s-maxage=\d+/)
  })

  it('answers only the fields the modal draws: no record map, no space or user ids, no properties', async () => {
    const { handler } = make()
    const res = await call(handler, from('203.0.113.1', 'word'))
    expect(res.body).toEqual({
      results: [{ id: OPEN, pageId: OPEN, title: 'Post 1', href: '/article/1', highlight: { text: '<gzkNfoUU>word</gzkNfoUU> in a block' } }],
      total: 1
    })
    expect(JSON.stringify(res.body)).not.toMatch(/space-1234|user-5678|hidden column|recordMap|score/)
  })

  it('limits each client: 429 with Retry-After once its burst is spent, other clients still served', async () => {
    const { search, handler } = make({ rateLimit: { burst: 3, perSecond: 0.5 } })
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await call(handler, from('198.51.100.7', `query ${i}`)))
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 429, 429])
    expect(answers[3]?.headers['Retry-After']).toBe('2')
    expect(search).toHaveBeenCalledTimes(3)
    expect((await call(handler, from('198.51.100.8', 'query 9'))).statusCode).toBe(200)
  })

  it('counts clients behind a local reverse proxy by the address it forwards', async () => {
    const { handler } = make({ rateLimit: { burst: 1, perSecond: 0.5 } })
    const via = (client: string, query: string) => ({ body: { query }, socket: { remoteAddress: '127.0.0.1' }, headers: { 'x-forwarded-for': `6.6.6.6, ${client}` } }) as unknown as Partial<NextApiRequest>
    expect((await call(handler, via('192.0.2.1', 'a'))).statusCode).toBe(200)
    expect((await call(handler, via('192.0.2.2', 'b'))).statusCode).toBe(200)
    expect((await call(handler, via('192.0.2.1', 'c'))).statusCode).toBe(429)
  })

  it('takes at most its share of the source: searches beyond it wait, then are dropped first (503, Retry-After)', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let inFlight = 0
    let most = 0
    const slow = jest.fn(async () => {
      inFlight += 1
      most = Math.max(most, inFlight)
      await held
      inFlight -= 1
      return { results: [], total: 0, recordMap: { block: {} } } as unknown as SearchResults
    })
    const handler = createSearchHandler({
      getSource: () => fakeSource(slow),
      getRootPageId: () => ROOT,
      getSite: async () => ({ allPages: [] }),
      log: jest.fn(),
      gate: { concurrency: 2, queue: 2, maxWaitMs: 5000 }
    })
    const pending = Array.from({ length: 6 }, (_, i) => call(handler, from(`192.0.2.${i}`, `distinct ${i}`)))
    await new Promise((resolve) => setTimeout(resolve, 20))
    release()
    const codes = (await Promise.all(pending)).map((res) => res.statusCode)
    expect(most).toBe(2)
    expect(codes.filter((code) => code === 200)).toHaveLength(4)
    expect(codes.filter((code) => code === 503)).toHaveLength(2)
  })
})
