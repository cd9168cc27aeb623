/**
 * The bench's generated workspace through the test server and the official source: what the
 * bench's sync rows measure for the web API (requests a post, an unchanged rebuild, an edit),
 * measured for the official API at the level of the site loader a build runs.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createSiteLoader } from '@/lib/site/create-site-loader'
import { DEFAULT_MAP_OPTIONS } from '@/lib/site/map-options'
import { editPost, generateWorkspace, type GeneratedWorkspace } from '@/scripts/bench/generate-workspace'
import { startNotionServer, type NotionServer } from '@/scripts/notion-server/start-notion-server'
import { DEMO_DIR, officialSource } from './helpers'

const POSTS = 60
let dir: string
let workspace: GeneratedWorkspace
let server: NotionServer

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'quire-official-bench-'))
  workspace = generateWorkspace({ demoDir: DEMO_DIR, dir: path.join(dir, 'workspace'), posts: POSTS })
  server = await startNotionServer({ dir: workspace.dir })
})
afterAll(async () => {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A new build: a new process, its own source, the page cache on disk kept from the last. */
function build() {
  const source = officialSource(server.officialBaseUrl)
  return createSiteLoader({
    getSource: () => source,
    getRootPageId: () => workspace.rootPageId,
    mapOptions: { ...DEFAULT_MAP_OPTIONS, log: () => {} },
    revalidateSeconds: 5,
    buildCache: null,
    pageCacheDir: path.join(dir, 'pages'),
    prefetchPages: true,
    log: () => {}
  })
}

test('cold, unchanged and edited builds: about three requests a post, the database alone, and the edit alone', async () => {
  server.resetCounts()
  const site = await build().getSiteData()
  expect(site.posts.filter((post) => post.slug.startsWith('bench-post-'))).toHaveLength(POSTS)
  const cold = server.total()
  // A post is its page and one list of blocks per block with children: a bench post has two such
  // lists, so three requests (193 in all when measured, with the database, Config and Notice).
  expect(server.counts()['v1/pages']).toBeGreaterThanOrEqual(POSTS)
  expect(cold).toBeLessThanOrEqual(3.3 * POSTS)

  // Nothing changed: the page the database is not (404), the database, its data source, its rows.
  server.resetCounts()
  await build().getSiteData()
  expect(server.counts()).toEqual({ 'v1/pages': 1, 'v1/databases': 1, 'v1/data_sources': 1, 'v1/data_sources/query': 1 })

  editPost(workspace, 3, 'An edited sentence.', Date.UTC(2027, 0, 1))
  server.reload()
  server.resetCounts()
  const loader = build()
  const edited = await loader.getSiteData()
  // The same four, and the edited post's page and its blocks (one list per block with children).
  const { 'v1/blocks/children': lists, ...rest } = server.counts()
  expect(rest).toEqual({ 'v1/pages': 2, 'v1/databases': 1, 'v1/data_sources': 1, 'v1/data_sources/query': 1 })
  expect(lists).toBeGreaterThanOrEqual(1)
  expect(lists).toBeLessThanOrEqual(3)
  const post = edited.posts.find((p) => p.id === workspace.postIds[3])!
  expect(JSON.stringify((await loader.getPostDetail(post)).recordMap)).toContain('An edited sentence.')
}, 60_000)
