/**
 * The live source through notion-client, against a small Notion-speaking server on 127.0.0.1
 * (issue 5 builds the full one): proves the wiring (base URL, token, collections, search).
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { AddressInfo } from 'node:net'
import type { ExtendedRecordMap } from 'notion-types'
import { getBlockValue } from 'notion-utils'
import { createLiveSource } from '@/lib/notion/live-source'
import { DEFAULT_MAP_OPTIONS } from '@/lib/site/map-options'
import { mapSiteData } from '@/lib/site/map-site-data'
import { buildBlog } from '../site/fixtures/blog-workspace'

const blog = buildBlog()
const requests: Array<{ endpoint: string; body: Record<string, unknown>; cookie: string | undefined }> = []
let server: Server
let baseUrl: string

function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    let data = ''
    req.on('data', (chunk) => (data += chunk))
    req.on('end', () => resolve(data ? JSON.parse(data) : {}))
  })
}

function answer(endpoint: string, body: Record<string, unknown>): unknown {
  const root = blog.pages[blog.rootId] as ExtendedRecordMap
  switch (endpoint) {
    case 'loadPageChunk': {
      const pageId = body.pageId as string
      if (pageId === blog.rootId) {
        return { cursor: { stack: [] }, recordMap: { block: { [pageId]: root.block[pageId] }, collection: root.collection, collection_view: root.collection_view } }
      }
      const page = blog.pages[pageId]
      return { cursor: { stack: [] }, recordMap: { block: page ? page.block : {} } }
    }
    case 'queryCollection': {
      const collectionId = (body.collection as { id: string }).id
      const viewId = (body.collectionView as { id: string }).id
      const result = root.collection_query[collectionId]?.[viewId]
      const rows = Object.fromEntries(Object.entries(root.block).filter(([id]) => id !== blog.rootId))
      return { result, recordMap: { block: rows, collection: root.collection } }
    }
    case 'syncRecordValuesMain':
      return { recordMap: { block: {} } }
    case 'getSignedFileUrls':
      return { signedUrls: [] }
    case 'search':
      return { results: [{ id: blog.ids.hello, isNavigable: true, score: 1, highlight: { text: 'x' } }], total: 1, recordMap: { block: {} } }
    default:
      return null
  }
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const endpoint = (req.url ?? '').replace(/^\/api\/v3\//, '').split('?')[0] as string
    const body = await readBody(req)
    requests.push({ endpoint, body, cookie: req.headers.cookie })
    const reply = answer(endpoint, body)
    res.writeHead(reply === null ? 404 : 200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(reply ?? { errorId: 'x', name: 'NotFound', message: 'no such endpoint' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

test('getPage fetches the database with its rows; the site maps from it', async () => {
  const source = createLiveSource({ apiBaseUrl: baseUrl, authToken: 'secret-token', ofetchOptions: { retry: 0 } })
  const root = await source.getPage(blog.rootId)
  expect(requests.map((r) => r.endpoint)).toContain('queryCollection')
  expect(requests[0]?.cookie).toBe('token_v2=secret-token')
  const site = mapSiteData(root, blog.rootId, { ...DEFAULT_MAP_OPTIONS, log: () => {} })
  expect(site.posts.map((p) => p.title)).toEqual(['Hello World', 'Locked'])
  expect(source.name).toBe(`live ${baseUrl}`)
})

test('search goes to the search endpoint below the ancestor', async () => {
  const source = createLiveSource({ apiBaseUrl: baseUrl, ofetchOptions: { retry: 0 } })
  const results = await source.search({ query: 'hello', ancestorId: blog.rootId })
  expect(results.total).toBe(1)
  expect(requests.at(-1)).toMatchObject({ endpoint: 'search', body: { query: 'hello', ancestorId: blog.rootId } })
})

test('a server error names the source and the page', async () => {
  const source = createLiveSource({ apiBaseUrl: `${baseUrl}/nowhere`, ofetchOptions: { retry: 0 } })
  await expect(source.getPage(blog.ids.hello)).rejects.toThrow(new RegExp(`live .*nowhere: cannot fetch page ${blog.ids.hello}`))
})

describe('npm run snapshot (scripts/snapshot.ts)', () => {
  const run = promisify(execFile)
  const cli = (args: string[], env: Record<string, string> = {}) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/snapshot.ts', ...args], { env: { ...process.env, ...env } }).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr })
    )

  test('records the workspace the server holds into a folder', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'quire-cli-'))
    try {
      const { code, out } = await cli([blog.rootId.replaceAll('-', ''), dir], { NOTION_API_BASE_URL: baseUrl })
      expect(out).toContain('[7/7]')
      expect(code).toBe(0)
      expect(readdirSync(dir)).toHaveLength(Object.keys(blog.pages).length + 1)
      expect(JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')).rootPageId).toBe(blog.rootId)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 30_000)

  test('wrong arguments print the usage', async () => {
    const none = await cli([])
    expect(none.code).toBe(2)
    expect(none.out).toContain('usage: npm run snapshot -- <notion page id or URL> <folder>')
    const bad = await cli(['not-an-id', 'out'])
    expect(bad.code).toBe(2)
    expect(bad.out).toContain('"not-an-id" is not a Notion page id')
  }, 30_000)
})

test("a database's rows are read for the site without signing their files; a page's files are signed", async () => {
  const root = blog.pages[blog.rootId] as ExtendedRecordMap
  const row = getBlockValue(root.block[blog.ids.hello]) as { format?: Record<string, unknown> }
  const format = row.format
  row.format = { ...format, page_cover: 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/file/cover.png' }
  try {
    const source = createLiveSource({ apiBaseUrl: baseUrl, ofetchOptions: { retry: 0 } })
    requests.length = 0
    await source.getPage(blog.rootId, { allRows: true })
    expect(requests.map((r) => r.endpoint)).not.toContain('getSignedFileUrls')
    await source.getPage(blog.rootId)
    expect(requests.map((r) => r.endpoint)).toContain('getSignedFileUrls')
  } finally {
    row.format = format
  }
})

test("an answer that is not JSON (a proxy's error page) fails with its status, not a parse error", async () => {
  const html = createServer((_, res) => {
    res.writeHead(502, { 'content-type': 'application/json' })
    res.end('<html>Bad gateway</html>')
  })
  await new Promise<void>((resolve) => html.listen(0, '127.0.0.1', resolve))
  try {
    const source = createLiveSource({ apiBaseUrl: `http://127.0.0.1:${(html.address() as AddressInfo).port}/api/v3`, limiter: { maxAttempts: 1 } })
    await expect(source.getPage(blog.ids.hello)).rejects.toThrow(/502/)
  } finally {
    await new Promise((resolve) => html.close(resolve))
  }
})
