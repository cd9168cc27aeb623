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

describe('/api/search (spec §7)', () => {
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
    expect(res.headers['Cache-Control']).toBe('no-store')
  })

  it('reads GET ?query= and a JSON string body', async () => {
    await call(handler, { method: 'GET', query: { query: 'word' } })
    await call(handler, { body: JSON.stringify({ query: 'word' }) as never })
    expect(search).toHaveBeenCalledTimes(2)
  })

  it('answers a GET with the empty body Next hands over (an empty string, not JSON)', async () => {
    const res = await call(handler, { method: 'GET', query: { query: 'word' }, body: '' as never })
    expect(res.statusCode).toBe(200)
    expect(search).toHaveBeenCalledWith({ query: 'word', ancestorId: ROOT, limit: 20 })
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
    expect(res.body).toEqual({ results: [], total: 0, recordMap: { block: {} } })
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
    expect(jaSearch).toHaveBeenLastCalledWith({ query: 'word', ancestorId: ROOT, limit: 20 })
    expect(getSite).toHaveBeenLastCalledWith(null)
  })
})
