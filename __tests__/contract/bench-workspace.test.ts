/**
 * The bench's generated workspace through the test server and the live source: every post
 * arrives, a post costs one request, a rebuild with nothing changed costs the database alone, and
 * an edit is fetched (and only it).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createLiveSource } from '@/lib/notion/live-source'
import { createSiteLoader } from '@/lib/site/create-site-loader'
import { DEFAULT_MAP_OPTIONS } from '@/lib/site/map-options'
import { mapSiteData } from '@/lib/site/map-site-data'
import { editPost, generateWorkspace, type GeneratedWorkspace } from '@/scripts/bench/generate-workspace'
import { startNotionServer, type NotionServer } from '@/scripts/notion-server/start-notion-server'
import { DEMO_DIR, liveSource } from './helpers'

const POSTS = 60
let dir: string
let workspace: GeneratedWorkspace
let server: NotionServer

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'quire-bench-ws-'))
  workspace = generateWorkspace({ demoDir: DEMO_DIR, dir: path.join(dir, 'workspace'), posts: POSTS })
  server = await startNotionServer({ dir: workspace.dir })
})
afterAll(async () => {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})

function build() {
  return createSiteLoader({
    getSource: () => liveSource(server.apiBaseUrl),
    getRootPageId: () => workspace.rootPageId,
    mapOptions: { ...DEFAULT_MAP_OPTIONS, log: () => {} },
    revalidateSeconds: 5,
    buildCache: null,
    pageCacheDir: path.join(dir, 'pages'),
    prefetchPages: true,
    log: () => {}
  })
}

test('generation is deterministic', () => {
  const again = generateWorkspace({ demoDir: DEMO_DIR, dir: path.join(dir, 'again'), posts: POSTS })
  expect(again.postIds).toEqual(workspace.postIds)
})

test('cold, unchanged and edited builds cost what the budgets say', async () => {
  server.resetCounts()
  const site = await build().getSiteData()
  expect(site.posts.filter((post) => post.slug.startsWith('bench-post-'))).toHaveLength(POSTS)
  const cold = server.total()
  // The database (page + one query per view), Config, Notice and the demo's other pages, then one a post.
  expect(cold - POSTS).toBeLessThanOrEqual(10)

  server.resetCounts()
  await build().getSiteData()
  expect(server.total()).toBeLessThanOrEqual(3)

  editPost(workspace, 3, 'An edited sentence.', Date.UTC(2027, 0, 1))
  server.reload()
  server.resetCounts()
  const loader = build()
  const edited = await loader.getSiteData()
  expect(server.total()).toBeLessThanOrEqual(5)
  expect(server.counts().loadPageChunk).toBe(2)
  const post = edited.posts.find((p) => p.id === workspace.postIds[3])!
  expect(JSON.stringify((await loader.getPostDetail(post)).recordMap)).toContain('An edited sentence.')
})

test('a database past the rows one query returns: every row is read, each view asked again with a larger limit', async () => {
  const large = generateWorkspace({ demoDir: DEMO_DIR, dir: path.join(dir, 'large'), posts: 1200 })
  const largeServer = await startNotionServer({ dir: large.dir })
  try {
    // Paged from notion-client's own first limit (999), so 1,200 posts need a second query.
    const source = createLiveSource({ apiBaseUrl: largeServer.apiBaseUrl, firstAllRowsLimit: 999, limiter: { baseDelayMs: 5 } })
    // As a page shows a database: the first 999 rows.
    const shown = await source.getPage(large.rootPageId)
    const site = (map: typeof shown) => mapSiteData(map, large.rootPageId, { ...DEFAULT_MAP_OPTIONS, log: () => {} })
    expect(site(shown).posts.length).toBeLessThan(1000)
    largeServer.resetCounts()
    const all = await source.getPage(large.rootPageId, { allRows: true })
    const posts = site(all).posts.filter((post) => post.slug.startsWith('bench-post-'))
    expect(posts.map((post) => post.id)).toEqual(large.postIds)
    // The page, one query a view, and each view once more with ten times the limit.
    expect(largeServer.counts().queryCollection).toBe(4)
    // At the site's own first limit, one query a view.
    largeServer.resetCounts()
    await liveSource(largeServer.apiBaseUrl).getPage(large.rootPageId, { allRows: true })
    expect(largeServer.counts().queryCollection).toBe(2)
  } finally {
    await largeServer.close()
  }
}, 60_000)
