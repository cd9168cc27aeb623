/** The contract of /api/revalidate with an owner or a webhook: secret, path, answers. */
import type { NextApiRequest } from 'next'
import revalidate from '@/pages/api/revalidate'
import { recordingResponse } from '../fixtures/api-response'

const invalidate = jest.fn()
const post = (href: string) => ({ id: `id-${href}`, href, type: 'Post', status: 'Published', lock: false })
const site = { allPages: [post('/article/hello'), post('/article/x')], categories: [{ name: 'Engineering', count: 1 }], tags: [{ name: 'Notion', count: 1 }] }
jest.mock('@/lib/site/get-site-data', () => ({ invalidateSiteData: () => invalidate(), getSiteData: async () => site }))

function call(method: string, query: Record<string, string>, options: { fail?: boolean; body?: unknown; headers?: Record<string, string> } = {}) {
  const revalidated: string[] = []
  const { reply, res } = recordingResponse({
    revalidate: async (path: string) => {
      if (options.fail) throw new Error('page threw')
      revalidated.push(path)
    }
  })
  return revalidate({ method, query, body: options.body, headers: options.headers ?? {} } as unknown as NextApiRequest, res).then(() => ({ ...reply, revalidated }))
}

const saved = process.env.REVALIDATE_SECRET
beforeEach(() => {
  process.env.REVALIDATE_SECRET = 's3cret'
  invalidate.mockClear()
})
afterAll(() => {
  if (saved === undefined) delete process.env.REVALIDATE_SECRET
  else process.env.REVALIDATE_SECRET = saved
})

test('the right secret regenerates the path now, with the site data fetched again', async () => {
  const reply = await call('GET', { secret: 's3cret', path: '/article/hello' })
  expect(reply).toMatchObject({ status: 200, body: { revalidated: true, path: '/article/hello' }, revalidated: ['/article/hello'] })
  expect(reply.headers['cache-control']).toBe('no-store')
  expect(invalidate).toHaveBeenCalledTimes(1)
})

test('a webhook may POST the secret and path in a JSON body', async () => {
  const reply = await call('POST', {}, { body: { secret: 's3cret', path: '/' } })
  expect(reply.status).toBe(200)
  expect(reply.revalidated).toEqual(['/'])
})

test.each([['wrong'], ['s3cre'], ['s3cret-and-more'], ['']])('secret "%s" is refused', async (secret) => {
  const reply = await call('GET', { secret, path: '/' })
  expect(reply).toMatchObject({ status: 401, body: { error: 'invalid secret' }, revalidated: [] })
  expect(invalidate).not.toHaveBeenCalled()
})

test('without REVALIDATE_SECRET the endpoint is off', async () => {
  delete process.env.REVALIDATE_SECRET
  const reply = await call('GET', { secret: '', path: '/' })
  expect(reply).toMatchObject({ status: 501, body: { error: 'on-demand revalidation is off: set REVALIDATE_SECRET' } })
})

test.each([[''], ['article'], ['//evil.example'], ['/a b']])('path "%s" is refused', async (path) => {
  const reply = await call('GET', { secret: 's3cret', path })
  expect(reply.status).toBe(400)
  expect(reply.body).toEqual({ error: `path must be a site path such as /article/my-post, got "${path}"` })
})

test('a page that fails to regenerate is reported, naming the path', async () => {
  const reply = await call('GET', { secret: 's3cret', path: '/article/x' }, { fail: true })
  expect(reply).toMatchObject({ status: 500, body: { error: 'revalidating /article/x failed: page threw' } })
})

test('other methods are refused', async () => {
  const reply = await call('DELETE', {})
  expect(reply.status).toBe(405)
  expect(reply.headers.allow).toBe('GET, POST')
})

describe('issue 37, finding 6', () => {
  test('a POST carries the secret in a header, out of the access log', async () => {
    const reply = await call('POST', { path: '/article/hello' }, { headers: { 'x-revalidate-secret': 's3cret' } })
    expect(reply).toMatchObject({ status: 200, revalidated: ['/article/hello'] })
    const bearer = await call('POST', {}, { body: { path: '/tag/Notion' }, headers: { authorization: 'Bearer s3cret' } })
    expect(bearer).toMatchObject({ status: 200, revalidated: ['/tag/Notion'] })
  })

  test('the secret in a GET query string still works, marked deprecated', async () => {
    const reply = await call('GET', { secret: 's3cret', path: '/' })
    expect(reply.status).toBe(200)
    expect(reply.headers.deprecation).toBe('true')
  })

  test.each([['/does-not-exist'], ['/api/health'], ['/../../etc/passwd'], ['/%2e%2e/etc/passwd'], ['/tag/Unknown'], ['/rss/feed.xml'], ['/search/anything']])(
    'path %s is not a page of the site: 404, nothing revalidated',
    async (path) => {
      const reply = await call('POST', { path }, { headers: { 'x-revalidate-secret': 's3cret' } })
      expect(reply.status).toBe(404)
      expect(reply.revalidated).toEqual([])
    }
  )

  test.each([['/'], ['/archive'], ['/page/2'], ['/category/Engineering'], ['/tag/Notion/page/3'], ['/article/hello/0123456789abcdef0123456789abcdef']])('page %s is revalidated', async (path) => {
    const reply = await call('POST', { path }, { headers: { 'x-revalidate-secret': 's3cret' } })
    expect(reply).toMatchObject({ status: 200, revalidated: [path] })
  })
})
