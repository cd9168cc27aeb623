/**
 * The performance bench: builds the site and measures it, printing one table.
 *
 *   npm run bench                       sizes, sync scenarios, Lighthouse, layout shift
 *   npm run bench -- --only sizes       one section (sizes | sync | lighthouse | images | cls), repeatable
 *   npm run bench -- --check            exits 1 when a budget is broken
 *   npm run bench -- --posts 1000       the size of the generated workspace (default 1000)
 *   npm run bench -- --theme hexo       sizes, Lighthouse and layout shift of these themes only (repeatable)
 *   npm run bench -- --only cls         issue 35: each theme built as the site's theme, its home and every-block
 *                                       post loaded fresh and read to the end: CLS <= 0.1
 *   npm run bench -- --only scale       10,000 posts: cold build, rebuild, page data, a post not built ahead
 *                                       (not part of the default run: about 15 minutes)
 *   npm run bench -- --scale-posts 3000 the scale scenario's size (default 10,000; its budgets are for 10,000)
 *   npm run bench -- --only load        issue 37: home, a post, /api/search, a feed and a social card under
 *                                       20 connections on `next start` (autocannon), and the disk 1,000
 *                                       distinct search keywords leave (not part of the default run: about 2 minutes)
 *
 * Builds run in a copy of the project in the system's temp folder, never in the working tree's
 * .next; generated workspaces are kept in .bench/.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { DEMO_SNAPSHOT_DIR } from '@/lib/notion/get-source'
import { readSnapshotManifest } from '@/lib/notion/read-snapshot-manifest'
import { THEME_NAMES } from '@/themes/manifests'
import { startNotionServer, type NotionServer } from '@/scripts/notion-server/start-notion-server'
import type { Faults } from '@/scripts/notion-server/fault-plan'
import { editPost, generateWorkspace, type GeneratedWorkspace } from './generate-workspace'
import { type LoadedJs, measureLoadedJs } from './measure-loaded-js'
import { measureImages, PHONE_VIEWPORT } from './measure-images'
import { type LoadRoute, measureLoad, searchPagesDisk } from './measure-load'
import { measureLayoutShift } from './measure-layout-shift'
import { largestPageData, pageSize, routeSizes } from './measure-sizes'
import { prepareBench } from './prepare-bench'
import { folderBytes, runBuild } from './run-build'

const PROJECT = process.cwd()
const BENCH_DIR = path.join(PROJECT, '.bench')
/**
 * Outside the project: a copy inside it would be type-checked, linted and traced with the project.
 * One per checkout (named by the checkout's folder and port), so benches of two checkouts run side
 * by side without building over each other's copy.
 */
const SITE = path.join(tmpdir(), `quire-bench-site-${path.basename(PROJECT)}-${process.env.BENCH_PORT ?? 3291}`)
const KIB = 1024
const MIB = 1024 * 1024

/** The port the built site is served on while measured; BENCH_PORT moves it, so two benches can run side by side. */
const SITE_PORT = Number(process.env.BENCH_PORT ?? 3291)

/** Notion's latency as the reference measurement assumed it. */
const LATENCY_MS = 100

/** Budgets of the issue, by the figure they bound. */
const BUDGET = {
  listJsGzip: 125_000,
  postJsGzip: 150_000,
  pageDataBytes: 128 * KIB,
  requestsPerPost: 1.05,
  coldWallMs: 90_000,
  peakRssBytes: 1024 * MIB,
  outputBytes: 110 * MIB,
  unchangedRequests: 3,
  editedRequests: 5,
  rateLimitedSlowdown: 1.3,
  lighthouse: 95,
  /** Google's "good" Cumulative Layout Shift. */
  cls: 0.1
}

/**
 * Issue 21: the same workspace through Notion's official API. A post is its page and one list of
 * blocks per block with children (a bench post has two), so about three requests a post. An
 * unchanged rebuild asks for the root page, the database and its data source, and its rows, which
 * the official API gives 100 at a time (3 + the row pages); an edit adds the post's page and its
 * lists of blocks (at most 4 more).
 */
const OFFICIAL_BUDGET = {
  requestsPerPost: 3.3,
  unchangedFixedRequests: 3,
  editedExtraRequests: 4,
  /** Notion's own average limit for an integration. */
  notionRatePerSecond: 3,
  /** The pace the bench asks of the official source (NOTION_RATE_LIMIT), so its rows take minutes, not a quarter of an hour. */
  benchRatePerSecond: 30
}

/** The scale scenario (issue 19): a workspace ten times the sync bench's. */
const SCALE = { posts: 10_000, categories: 50, tags: 200 }
const SCALE_BUDGET = {
  coldWallMs: 300_000,
  peakRssBytes: 1536 * MIB,
  outputBytes: 1024 * MIB,
  requestsPerPost: 1.05,
  /** An unchanged rebuild asks for at most this share of the posts. */
  unchangedShare: 0.01,
  pageDataBytes: 128 * KIB,
  firstVisitMs: 2000
}

/**
 * Issue 20: the images a visitor loads at a phone's width with the image mirror, and a rebuild that
 * fetches none. A plain post's images at 390 px: at most 150 kB.
 */
const IMAGE_BUDGET = { plainPostBytes: 150_000, rebuildFetches: 0 }

/** Pages of the demo whose sizes are budgeted: home and list pages, and a post without code, math or collections. */
const LIST_PAGES = ['/', '/page/2', '/archive', '/category/Engineering', '/tag/Notion', '/search']
const PLAIN_POST = '/article/measuring-page-weight'

interface Row {
  section: string
  figure: string
  value: string
  budget: string
  ok: boolean | null
}

const rows: Row[] = []

function record(section: string, figure: string, value: string, budget = '', ok: boolean | null = null): void {
  rows.push({ section, figure, value, budget, ok })
  console.error(`  ${section} | ${figure}: ${value}${budget ? ` (budget ${budget}: ${ok ? 'ok' : 'BROKEN'})` : ''}`)
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const MiB = (bytes: number) => `${(bytes / MIB).toFixed(1)} MiB`
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** The themes (themes/manifests.ts), or those of them `--theme` names. */
function builtThemes(only: readonly string[]): string[] {
  const unknown = only.filter((name) => !(THEME_NAMES as readonly string[]).includes(name))
  if (unknown.length > 0) throw new Error(`--theme takes a theme (${THEME_NAMES.join(', ')}), got ${unknown.join(', ')}`)
  return THEME_NAMES.filter((name) => only.length === 0 || only.includes(name))
}

async function buildDemo(theme: string): Promise<boolean> {
  rmSync(path.join(SITE, '.next'), { recursive: true, force: true })
  const result = await runBuild(SITE, { THEME: theme })
  if (!result.ok) {
    record('sizes', `${theme}: build`, 'FAILED', 'builds', false)
    console.error(result.tail)
  }
  return result.ok
}

/** Next's routes of the list pages and of a post, for its own first-load count. */
const LIST_ROUTES = new Set(['/', '/page/[page]', '/archive', '/category/[category]', '/tag/[tag]', '/search'])
const POST_ROUTE = '/[prefix]/[slug]'

/**
 * Two counts of first-load JS, both held to the budgets: Next's per route (route-bundle-stats,
 * which leaves out chunks loaded through next/dynamic, the theme among them), and what Chromium
 * downloads for the page until idle (theme, lazily loaded layout and parts included).
 */
function measureSizes(theme: string, loaded: ReadonlyMap<string, LoadedJs>): void {
  for (const route of routeSizes(SITE)) {
    const budget = LIST_ROUTES.has(route.route) ? BUDGET.listJsGzip : route.route === POST_ROUTE ? BUDGET.postJsGzip : null
    const label = `${theme} route ${route.route}: first-load JS (Next's count)`
    if (budget === null) record('sizes', label, kB(route.routeJsGzip))
    else record('sizes', label, kB(route.routeJsGzip), `<= ${kB(budget)}`, route.routeJsGzip <= budget)
  }
  for (const page of [...LIST_PAGES, PLAIN_POST]) {
    const size = pageSize(SITE, page)
    const js = loaded.get(page)
    // The budgets of shared/themes/README.md: a list page is held to 125 kB by Next's count (above,
    // per route), a post to 150 kB of everything Chromium loads. A list's all-in figure is printed to
    // watch: it was never within 125 kB (Next's own scripts and _app are 122 kB of it).
    if (js && page === PLAIN_POST) record('sizes', `${theme} ${page}: JS the browser loads (${js.scripts} scripts)`, kB(js.gzipBytes), `<= ${kB(BUDGET.postJsGzip)}`, js.gzipBytes <= BUDGET.postJsGzip)
    else if (js) record('sizes', `${theme} ${page}: JS the browser loads (${js.scripts} scripts)`, kB(js.gzipBytes))
    if (size) record('sizes', `${theme} ${page}: page data`, kB(size.dataBytes))
  }
  const largest = largestPageData(SITE)
  record('sizes', `${theme} largest page data (${largest.page})`, kB(largest.bytes), `<= ${kB(BUDGET.pageDataBytes)}`, largest.bytes <= BUDGET.pageDataBytes)
}

/** `next start` on the built copy, until `stop()`. */
async function startSite(port: number, env: Record<string, string>): Promise<() => void> {
  const child = spawn(process.execPath, [path.join(SITE, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: SITE,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: 'ignore',
    detached: true
  })
  const deadline = Date.now() + 30_000
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`)
      if (response.ok) break
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`next start did not answer on port ${port} within 30 s`)
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  return () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM')
  }
}

function lighthouseScore(url: string): number {
  const out = path.join(BENCH_DIR, 'lighthouse.json')
  execFileSync(
    process.execPath,
    [
      path.join(PROJECT, 'node_modules', 'lighthouse', 'cli', 'index.js'),
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu'
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'pipe'], timeout: 180_000 }
  )
  const report = JSON.parse(readFileSync(out, 'utf8')) as { categories: { performance: { score: number | null } } }
  return Math.round((report.categories.performance.score ?? 0) * 100)
}

/**
 * Lighthouse's score moves by several points from run to run; the median of this many is recorded.
 * On this 2-core machine single runs of one page spread over 10 points (heo's home: 90 to 98 in
 * seven runs, median 96), so a median of three fell under a budget its page meets about one time
 * in five; five is what Lighthouse's own guidance on variability recommends.
 */
const LIGHTHOUSE_RUNS = 5

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** The pages Lighthouse scores: a list page and a plain post. */
const LIGHTHOUSE_PAGES = ['/', PLAIN_POST]

/** The pages whose layout shift is measured: a list page, the post with every kind of block (lazily loaded parts) and a plain post. */
const SHIFT_PAGES = ['/', '/article/every-block', PLAIN_POST]

/** Issue 35: a row per page and width, the worse of light and dark, against the CLS budget. */
async function recordLayoutShift(theme: string): Promise<void> {
  for (const result of await measureLayoutShift(`http://127.0.0.1:${SITE_PORT}`, SHIFT_PAGES)) {
    const within = result.cls <= BUDGET.cls
    const figure = `${theme} ${result.page} at ${result.width} px: CLS from navigation to the end (worse mode: ${result.mode})`
    record('cls', within ? figure : `${figure}; largest shift ${result.largest}`, result.cls.toFixed(3), `<= ${BUDGET.cls}`, within)
  }
}

/** The median Lighthouse performance score of a page of the site running at SITE_PORT, against its budget. */
function recordLighthouse(section: string, label: string, page: string): void {
  const scores = Array.from({ length: LIGHTHOUSE_RUNS }, () => lighthouseScore(`http://127.0.0.1:${SITE_PORT}${page}`))
  const score = median(scores)
  record(section, `${label} ${page} (mobile, median of ${scores.join(', ')})`, String(score), `>= ${BUDGET.lighthouse}`, score >= BUDGET.lighthouse)
}

async function sizesAndLighthouse(sections: Set<string>, themes: readonly string[]): Promise<void> {
  for (const theme of builtThemes(themes)) {
    console.error(`[bench] building the demo with THEME=${theme}`)
    if (!(await buildDemo(theme))) continue
    const stop = await startSite(SITE_PORT, { THEME: theme })
    try {
      if (sections.has('sizes')) {
        const loaded = await measureLoadedJs(`http://127.0.0.1:${SITE_PORT}`, [...LIST_PAGES, PLAIN_POST])
        measureSizes(theme, new Map(loaded.map((entry) => [entry.page, entry])))
      }
      if (sections.has('lighthouse')) {
        for (const page of LIGHTHOUSE_PAGES) recordLighthouse('lighthouse', theme, page)
      }
      if (sections.has('cls')) await recordLayoutShift(theme)
    } finally {
      stop()
    }
  }
}

/** Pages whose images are measured: the home page, the plain post, and the post with every kind of block. */
const IMAGE_PAGES = ['/', PLAIN_POST, '/article/every-block']

async function measureImageRows(label: string, env: Record<string, string>, budgeted: boolean): Promise<void> {
  const stop = await startSite(SITE_PORT, env)
  try {
    for (const result of await measureImages(`http://127.0.0.1:${SITE_PORT}`, IMAGE_PAGES)) {
      const figure = `${result.page}, ${label}: image bytes at ${PHONE_VIEWPORT.width} px (${result.images} images)`
      if (budgeted && result.page === PLAIN_POST) record('images', figure, kB(result.bytes), `<= ${kB(IMAGE_BUDGET.plainPostBytes)}`, result.bytes <= IMAGE_BUDGET.plainPostBytes)
      else record('images', figure, kB(result.bytes))
      if (result.failed.length > 0) record('images', `${result.page}, ${label}: images of the site that did not load`, result.failed.slice(0, 3).join(', '), '0', false)
      if (result.elsewhere.length > 0) record('images', `${result.page}, ${label}: images of other hosts, not loaded offline`, result.elsewhere.slice(0, 3).join(', '))
    }
    // The mirror's pictures are WebP files of the site in place of the originals: the pages must stay as fast.
    if (budgeted) for (const page of LIGHTHOUSE_PAGES) recordLighthouse('images', `Lighthouse, ${label}:`, page)
  } finally {
    stop()
  }
}

/**
 * Issue 20. Before: the demo as it ships, whose images are files of the site (the originals, as a
 * browser meets them without the mirror). After: the same workspace read through Notion's web API
 * from the test server, which hosts every image as Notion does (signed URLs), kept by the mirror:
 * the images a page loads, what a cold build fetched, and a rebuild, which must fetch none.
 */
async function images(): Promise<void> {
  console.error('[bench] images: the demo with its own files')
  rmSync(path.join(SITE, '.next'), { recursive: true, force: true })
  const plain = await runBuild(SITE, {})
  if (!plain.ok) {
    record('images', 'demo build', 'FAILED', 'builds', false)
    console.error(plain.tail)
    return
  }
  await measureImageRows('the files as they are', {}, false)

  const snapshot = path.join(SITE, DEMO_SNAPSHOT_DIR)
  const server = await startNotionServer({ dir: snapshot, hostedFiles: { publicDir: path.join(SITE, 'public'), lifetimeMs: 60 * 60 * 1000 } })
  try {
    const env = { NOTION_PAGE_ID: readSnapshotManifest(snapshot).rootPageId, NOTION_API_BASE_URL: server.apiBaseUrl, IMAGE_MIRROR: 'on', IMAGE_ALLOW_PRIVATE_HOSTS: 'true' }
    const fetchedImages = () => (server.counts().files ?? 0) + (server.counts().image ?? 0)
    console.error('[bench] images: the demo from the test server hosting its images, kept by the mirror (cold, then unchanged)')
    rmSync(path.join(SITE, '.next'), { recursive: true, force: true })
    const cold = await runBuild(SITE, env)
    record('images', 'cold build: images fetched from Notion (files and image service)', String(fetchedImages()), 'builds', cold.ok)
    if (!cold.ok) {
      console.error(cold.tail)
      return
    }
    const kept = path.join(SITE, '.next', 'cache', 'quire', 'images', 'files')
    record('images', 'kept image files (two widths each)', `${existsSync(kept) ? readdirSync(kept).length : 0}, ${MiB(existsSync(kept) ? folderBytes(kept, []) : 0)}`)
    server.resetCounts()
    const again = await runBuild(SITE, env)
    record('images', 'unchanged rebuild: images fetched', String(fetchedImages()), `<= ${IMAGE_BUDGET.rebuildFetches}`, again.ok && fetchedImages() <= IMAGE_BUDGET.rebuildFetches)
    await measureImageRows('kept by the mirror', env, true)
  } finally {
    await server.close()
  }
}

/** Built HTML of every generated post: a post missing here was lost. */
function builtPosts(workspace: GeneratedWorkspace): number {
  const dir = path.join(SITE, '.next', 'server', 'pages', 'article')
  if (!existsSync(dir)) return 0
  const names = new Set(readdirSync(dir))
  return workspace.postIds.filter((_, i) => names.has(`bench-post-${i}.html`)).length
}

interface SyncRun {
  ok: boolean
  wallMs: number
  /** The Notion phase: from the build's first request to the test server to its last answer, as the server saw them. */
  syncMs: number
  requests: number
  /** Requests by endpoint. */
  counts: Record<string, number>
  peakRssBytes: number
  peakBreakdown: string
  outputBytes: number
  posts: number
}

/** Which of Notion's APIs a sync build reads through the test server. */
type Api = 'web' | 'official'

function sourceEnv(server: NotionServer, workspace: GeneratedWorkspace, api: Api): Record<string, string> {
  if (api === 'web') return { NOTION_PAGE_ID: workspace.rootPageId, NOTION_API_BASE_URL: server.apiBaseUrl }
  return {
    NOTION_PAGE_ID: workspace.rootPageId,
    NOTION_TOKEN: 'secret_quire_bench',
    NOTION_API_BASE_URL: server.officialBaseUrl,
    NOTION_RATE_LIMIT: String(OFFICIAL_BUDGET.benchRatePerSecond)
  }
}

async function syncBuild(server: NotionServer, workspace: GeneratedWorkspace, faults: Faults, options: { cold: boolean; api?: Api }): Promise<SyncRun> {
  if (options.cold) rmSync(path.join(SITE, '.next'), { recursive: true, force: true })
  server.setFaults({ latencyMs: LATENCY_MS, ...faults })
  server.reload()
  server.resetCounts()
  const result = await runBuild(SITE, sourceEnv(server, workspace, options.api ?? 'web'))
  if (!result.ok) console.error(result.tail)
  return {
    ok: result.ok,
    wallMs: result.wallMs,
    syncMs: server.activeMs(),
    requests: server.total(),
    counts: server.counts(),
    peakRssBytes: result.peakRssBytes,
    peakBreakdown: result.peakBreakdown,
    outputBytes: existsSync(path.join(SITE, '.next')) ? folderBytes(path.join(SITE, '.next'), ['cache']) : 0,
    posts: builtPosts(workspace)
  }
}

/** The post the official rows edit: another than the web API's rows edited, so its edit is news to the page cache. */
const OFFICIAL_EDITED_POST = 4

/** Issue 21: the sync rows through Notion's official API (NOTION_TOKEN), on the same workspace and test server. */
async function officialSync(server: NotionServer, workspace: GeneratedWorkspace): Promise<void> {
  const posts = workspace.postIds.length
  const label = `${posts} posts, official API`
  console.error(`[bench] sync: ${label}, cold`)
  const cold = await syncBuild(server, workspace, {}, { cold: true, api: 'official' })
  const perPost = cold.requests / posts
  record('sync', `${label} cold: build`, cold.ok && cold.posts === posts ? `ok, ${cold.posts} posts` : `FAILED (${cold.posts} posts)`, 'every post', cold.ok && cold.posts === posts)
  record('sync', `${label} cold: requests`, `${cold.requests} (${perPost.toFixed(3)} a post)`, `<= ${OFFICIAL_BUDGET.requestsPerPost} a post`, perPost <= OFFICIAL_BUDGET.requestsPerPost)
  record(
    'sync',
    `${label} cold: Notion phase at ${OFFICIAL_BUDGET.benchRatePerSecond} req/s (at Notion's ${OFFICIAL_BUDGET.notionRatePerSecond} a second: ${s((cold.requests / OFFICIAL_BUDGET.notionRatePerSecond) * 1000)})`,
    s(cold.syncMs)
  )
  record('sync', `${label} cold: wall time (whole next build)`, s(cold.wallMs))

  // The database's rows come 100 to an answer: as many queries as the cold build needed for them.
  const rowPages = cold.counts['v1/data_sources/query'] ?? 0
  const unchangedBudget = OFFICIAL_BUDGET.unchangedFixedRequests + rowPages
  console.error(`[bench] sync: ${label}, rebuilt with nothing changed`)
  const warm = await syncBuild(server, workspace, {}, { cold: false, api: 'official' })
  record(
    'sync',
    `${label} unchanged rebuild: requests`,
    `${warm.requests} (${JSON.stringify(warm.counts)})`,
    `<= ${unchangedBudget} (3 + ${rowPages} pages of rows)`,
    warm.ok && warm.requests <= unchangedBudget
  )

  console.error(`[bench] sync: ${label}, one post edited`)
  const marker = `Edited through the official API by the bench at ${Date.now()}`
  editPost(workspace, OFFICIAL_EDITED_POST, marker, Date.now())
  const edited = await syncBuild(server, workspace, {}, { cold: false, api: 'official' })
  const html = path.join(SITE, '.next', 'server', 'pages', 'article', `bench-post-${OFFICIAL_EDITED_POST}.html`)
  const shows = existsSync(html) && readFileSync(html, 'utf8').includes(marker)
  const editedBudget = unchangedBudget + OFFICIAL_BUDGET.editedExtraRequests
  record('sync', `${label} one post edited: requests`, String(edited.requests), `<= ${editedBudget}`, edited.ok && edited.requests <= editedBudget)
  record('sync', `${label} one post edited: the edit shows`, shows ? 'yes' : 'NO', 'yes', shows)
}

/** The 1-minute load average: timings taken while other work shares the CPUs are slower, and the table says so. */
const load = () => (loadavg()[0] ?? 0).toFixed(1)

async function sync(posts: number): Promise<void> {
  const loadAtStart = load()
  const big = generateWorkspace({ demoDir: path.join(PROJECT, DEMO_SNAPSHOT_DIR), dir: path.join(BENCH_DIR, `workspace-${posts}`), posts })
  const server = await startNotionServer({ dir: big.dir })
  try {
    console.error(`[bench] sync: ${posts} posts, cold`)
    const cold = await syncBuild(server, big, {}, { cold: true })
    const label = `${posts} posts`
    record('sync', `${label} cold: build`, cold.ok && cold.posts === posts ? `ok, ${cold.posts} posts` : `FAILED (${cold.posts} posts)`, 'every post', cold.ok && cold.posts === posts)
    record('sync', `${label} cold: wall time (whole next build)`, s(cold.wallMs), `<= ${s(BUDGET.coldWallMs)}`, cold.wallMs <= BUDGET.coldWallMs)
    record('sync', `${label} cold: of which the Notion phase`, s(cold.syncMs))
    const perPost = cold.requests / posts
    record('sync', `${label} cold: requests`, `${cold.requests} (${perPost.toFixed(3)} a post)`, `<= ${BUDGET.requestsPerPost} a post`, perPost <= BUDGET.requestsPerPost)
    record('sync', `${label} cold: peak memory`, MiB(cold.peakRssBytes), `<= ${MiB(BUDGET.peakRssBytes)}`, cold.peakRssBytes <= BUDGET.peakRssBytes)
    record('sync', `${label} cold: peak memory, by process`, cold.peakBreakdown)
    record('sync', `${label} cold: output`, MiB(cold.outputBytes), `<= ${MiB(BUDGET.outputBytes)}`, cold.outputBytes <= BUDGET.outputBytes)

    console.error(`[bench] sync: ${posts} posts, rebuilt with nothing changed`)
    const warm = await syncBuild(server, big, {}, { cold: false })
    record('sync', `${label} unchanged rebuild: requests`, String(warm.requests), `<= ${BUDGET.unchangedRequests}`, warm.ok && warm.requests <= BUDGET.unchangedRequests)
    record('sync', `${label} unchanged rebuild: wall time`, s(warm.wallMs))

    console.error(`[bench] sync: ${posts} posts, one post edited`)
    const marker = `Edited by the bench at ${Date.now()}`
    editPost(big, 3, marker, Date.now())
    const edited = await syncBuild(server, big, {}, { cold: false })
    const html = path.join(SITE, '.next', 'server', 'pages', 'article', 'bench-post-3.html')
    const shows = existsSync(html) && readFileSync(html, 'utf8').includes(marker)
    record('sync', `${label} one post edited: requests`, String(edited.requests), `<= ${BUDGET.editedRequests}`, edited.ok && edited.requests <= BUDGET.editedRequests)
    record('sync', `${label} one post edited: the edit shows`, shows ? 'yes' : 'NO', 'yes', shows)

    await officialSync(server, big)

    console.error(`[bench] sync: ${posts} posts, rate limit 10 requests a second`)
    const limited = await syncBuild(server, big, { rateLimitPerSecond: 10 }, { cold: true })
    // The floor the limit sets: the requests the cold build needed, at 10 a second.
    const floorMs = (cold.requests / 10) * 1000
    record('sync', `${label} at 10 req/s: build`, limited.ok && limited.posts === posts ? `ok, ${limited.posts} posts` : `FAILED (${limited.posts} posts)`, 'every post', limited.ok && limited.posts === posts)
    record('sync', `${label} at 10 req/s: wall time (whole next build)`, `${s(limited.wallMs)} (${limited.requests} requests incl. 429s)`)
    // The budget bounds the sync, which the limit governs; compiling and rendering are the same with or without it.
    record(
      'sync',
      `${label} at 10 req/s: Notion phase (floor ${s(floorMs)})`,
      `${s(limited.syncMs)} (${(limited.syncMs / floorMs).toFixed(2)}x floor)`,
      `<= ${BUDGET.rateLimitedSlowdown}x floor`,
      limited.ok && limited.syncMs <= floorMs * BUDGET.rateLimitedSlowdown
    )
  } finally {
    await server.close()
  }

  const small = generateWorkspace({ demoDir: path.join(PROJECT, DEMO_SNAPSHOT_DIR), dir: path.join(BENCH_DIR, 'workspace-200'), posts: 200 })
  const smallServer = await startNotionServer({ dir: small.dir })
  try {
    const scenarios: Array<[string, Faults]> = [
      ['200 posts, 30% of requests 429', { rules: [{ kind: 429, rate: 0.3, retryAfterSeconds: 1 }], seed: 42 }],
      ['200 posts, first database query 429', { rules: [{ kind: 429, endpoint: 'queryCollection', first: 1, retryAfterSeconds: 1 }] }]
    ]
    for (const [name, faults] of scenarios) {
      console.error(`[bench] sync: ${name}`)
      const run = await syncBuild(smallServer, small, faults, { cold: true })
      const whole = run.ok && run.posts === 200
      record('sync', `${name}: build`, `${run.ok ? 'ok' : 'FAILED'}, ${run.posts} of 200 posts, ${s(run.wallMs)} (Notion phase ${s(run.syncMs)}), ${run.requests} requests`, 'every post', whole)
    }
  } finally {
    await smallServer.close()
  }
  record('sync', 'machine load average (1 min) at the start / end of the sync runs', `${loadAtStart} / ${load()}`)
}

/** A page's body and how long it took, with Next's cache verdict (`x-nextjs-cache`: MISS when rendered for this request). */
async function timedGet(url: string): Promise<{ status: number; ms: number; body: string; cache: string }> {
  const started = Date.now()
  const response = await fetch(url)
  const body = await response.text()
  return { status: response.status, ms: Date.now() - started, body, cache: response.headers.get('x-nextjs-cache') ?? '-' }
}

/** Resolves once the test server has had no request for `quietMs` (at most `maxMs`): the site's start-up reads are over. */
async function settled(server: NotionServer, quietMs = 3000, maxMs = 60_000): Promise<void> {
  const deadline = Date.now() + maxMs
  let seen = server.total()
  let quietSince = Date.now()
  while (Date.now() < deadline && Date.now() - quietSince < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    if (server.total() !== seen) {
      seen = server.total()
      quietSince = Date.now()
    }
  }
}

/**
 * Issue 19: 10,000 posts (about 20 blocks each, 50 categories, 200 tags) at 100 ms a request. A
 * cold build, an unchanged rebuild, the largest page data, and a visit to a post the build did
 * not render ahead (PRERENDER_POST_COUNT), served by `next start` against the same test server.
 */
async function scale(posts: number): Promise<void> {
  const loadAtStart = load()
  const label = `${posts} posts`
  console.error(`[bench] scale: generating ${posts} posts`)
  const workspace = generateWorkspace({ demoDir: path.join(PROJECT, DEMO_SNAPSHOT_DIR), dir: path.join(BENCH_DIR, `workspace-scale-${posts}`), ...SCALE, posts })
  const server = await startNotionServer({ dir: workspace.dir })
  try {
    console.error(`[bench] scale: ${label}, cold`)
    const cold = await syncBuild(server, workspace, {}, { cold: true })
    const prerendered = cold.posts
    record('scale', `${label} cold: build`, cold.ok ? `ok, ${prerendered} posts built ahead` : `FAILED (${prerendered} posts)`, 'builds', cold.ok && prerendered > 0)
    record('scale', `${label} cold: wall time (whole next build)`, s(cold.wallMs), `<= ${s(SCALE_BUDGET.coldWallMs)}`, cold.ok && cold.wallMs <= SCALE_BUDGET.coldWallMs)
    record('scale', `${label} cold: of which the Notion phase`, s(cold.syncMs))
    record('scale', `${label} cold: peak memory`, MiB(cold.peakRssBytes), `<= ${MiB(SCALE_BUDGET.peakRssBytes)}`, cold.peakRssBytes <= SCALE_BUDGET.peakRssBytes)
    record('scale', `${label} cold: peak memory, by process`, cold.peakBreakdown)
    record('scale', `${label} cold: output`, MiB(cold.outputBytes), `<= ${MiB(SCALE_BUDGET.outputBytes)}`, cold.outputBytes <= SCALE_BUDGET.outputBytes)
    const fetched = server.counts().loadPageChunk ?? 0
    const perPost = cold.requests / posts
    record('scale', `${label} cold: requests`, `${cold.requests} (${perPost.toFixed(3)} a post; ${fetched} pages fetched)`, `<= ${SCALE_BUDGET.requestsPerPost} a post`, perPost <= SCALE_BUDGET.requestsPerPost)
    const largest = largestPageData(SITE)
    record('scale', `${label} largest page data (${largest.page})`, kB(largest.bytes), `<= ${kB(SCALE_BUDGET.pageDataBytes)}`, largest.bytes <= SCALE_BUDGET.pageDataBytes)

    console.error(`[bench] scale: ${label}, rebuilt with nothing changed`)
    const warm = await syncBuild(server, workspace, {}, { cold: false })
    const allowed = Math.floor(posts * SCALE_BUDGET.unchangedShare)
    record('scale', `${label} unchanged rebuild: requests`, String(warm.requests), `<= ${allowed} (1% of the posts)`, warm.ok && warm.requests <= allowed)
    record('scale', `${label} unchanged rebuild: wall time`, s(warm.wallMs))

    console.error(`[bench] scale: ${label}, served`)
    const startedAt = Date.now()
    const stop = await startSite(SITE_PORT, { NOTION_PAGE_ID: workspace.rootPageId, NOTION_API_BASE_URL: server.apiBaseUrl })
    try {
      // A server that has just started reads the database once (its first request regenerates the
      // home): the visit is measured once that start is over, as a visitor of a running site meets it.
      await settled(server)
      const upMs = Date.now() - startedAt
      // The oldest post: the last a build renders ahead.
      const oldest = posts - 1
      const url = `http://127.0.0.1:${SITE_PORT}/article/bench-post-${oldest}`
      const first = await timedGet(url)
      const whole = first.status === 200 && first.body.includes(`Bench post ${oldest}`) && first.body.includes(`Part one of post ${oldest}`)
      record(
        'scale',
        `${label} a post not built ahead: first visit (server up ${s(upMs)})`,
        `${first.status}, ${whole ? 'with its content' : 'WITHOUT its content'}, ${s(first.ms)} (cache ${first.cache})`,
        `200 within ${s(SCALE_BUDGET.firstVisitMs)}`,
        whole && first.ms <= SCALE_BUDGET.firstVisitMs
      )
      const again = await timedGet(url)
      record('scale', `${label} a post not built ahead: next visit`, `${again.status}, ${s(again.ms)} (cache ${again.cache})`, 'from cache', again.status === 200 && again.cache === 'HIT')
      const sitemap = await timedGet(`http://127.0.0.1:${SITE_PORT}/sitemap.xml`)
      const listed = new Set(sitemap.body.match(/\/article\/bench-post-\d+/g) ?? []).size
      record('scale', `${label} sitemap: posts listed`, `${listed} (${kB(Buffer.byteLength(sitemap.body))})`, 'every post', listed === posts)
    } finally {
      stop()
    }
  } finally {
    await server.close()
  }
  record('scale', 'machine load average (1 min) at the start / end of the scale runs', `${loadAtStart} / ${load()}`)
}

/**
 * Issue 37: under 20 connections for 10 s each, no route may answer an error (a 429 or 503 of the
 * search API counts as one: its visitors here are many clients, each within its rate limit), and each
 * has a p99. Timings on this shared 2-core machine move with its load, printed with the row.
 */
const LOAD_BUDGET = { connections: 20, seconds: 10, pageP99Ms: 1000, searchP99Ms: 1000, searchKeywords: 1000, searchDiskBytes: 1 * MIB }

/** The queries the search rows ask, over and over, as a site's visitors do. */
const LOAD_QUERIES = ['notion', 'Notion', 'publishing', 'every block', 'password', 'theme', 'image', 'cover']

async function loadSection(): Promise<void> {
  const loadAtStart = load()
  console.error('[bench] load: building the demo')
  rmSync(path.join(SITE, '.next'), { recursive: true, force: true })
  const built = await runBuild(SITE, {})
  if (!built.ok) {
    record('load', 'demo build', 'FAILED', 'builds', false)
    console.error(built.tail)
    return
  }
  const origin = `http://127.0.0.1:${SITE_PORT}`
  const stop = await startSite(SITE_PORT, {})
  try {
    // The home page names its social card: the card row asks for that one, as a link preview would.
    const home = await (await fetch(`${origin}/`)).text()
    const card = /<meta property="og:image" content="[^"]*?(\/og\/[0-9a-f]+\.png)"/.exec(home)?.[1] ?? '/og/missing.png'
    const routes: LoadRoute[] = [
      { name: 'home', path: '/', p99BudgetMs: LOAD_BUDGET.pageP99Ms },
      { name: 'a post', path: PLAIN_POST, p99BudgetMs: LOAD_BUDGET.pageP99Ms },
      {
        name: '/api/search (8 queries, a client each)',
        path: '/api/search',
        method: 'POST',
        body: (index) => JSON.stringify({ query: LOAD_QUERIES[index % LOAD_QUERIES.length] }),
        manyClients: true,
        p99BudgetMs: LOAD_BUDGET.searchP99Ms
      },
      { name: 'RSS feed', path: '/rss/feed.xml', p99BudgetMs: LOAD_BUDGET.pageP99Ms },
      { name: `social card ${card}`, path: card, p99BudgetMs: LOAD_BUDGET.pageP99Ms }
    ]
    // One visit each first: the figures are a running site's, not its first renders.
    for (const route of routes) await fetch(`${origin}${route.path}`, route.body ? { method: 'POST', body: route.body(0), headers: { 'content-type': 'application/json' } } : {})
    for (const result of await measureLoad(origin, routes, LOAD_BUDGET)) {
      const within = result.errors === 0 && result.p99Ms <= result.route.p99BudgetMs
      record(
        'load',
        `${result.route.name}: ${LOAD_BUDGET.connections} connections, ${LOAD_BUDGET.seconds} s`,
        `${Math.round(result.perSecond)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.errors} errors (${result.statuses})`,
        `0 errors, p99 <= ${result.route.p99BudgetMs} ms`,
        within
      )
    }
    const disk = await searchPagesDisk(origin, path.join(SITE, '.next'), LOAD_BUDGET.searchKeywords)
    record(
      'load',
      `search pages: bytes kept after ${LOAD_BUDGET.searchKeywords} distinct keywords (${disk.ok} answered 200)`,
      kB(disk.bytes),
      `<= ${MiB(LOAD_BUDGET.searchDiskBytes)}, all 200`,
      disk.bytes <= LOAD_BUDGET.searchDiskBytes && disk.ok === LOAD_BUDGET.searchKeywords
    )
  } finally {
    stop()
  }
  record('load', 'machine load average (1 min) at the start / end of the load runs', `${loadAtStart} / ${load()}`)
}

function printTable(): void {
  const header = ['section', 'figure', 'value', 'budget', '']
  const lines = rows.map((row) => [row.section, row.figure, row.value, row.budget, row.ok === null ? '' : row.ok ? 'ok' : 'BROKEN'])
  const widths = header.map((_, i) => Math.max(header[i]!.length, ...lines.map((line) => line[i]!.length)))
  const format = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
  console.log(format(header))
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  for (const line of lines) console.log(format(line))
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      check: { type: 'boolean', default: false },
      only: { type: 'string', multiple: true },
      posts: { type: 'string', default: '1000' },
      'scale-posts': { type: 'string', default: String(SCALE.posts) },
      theme: { type: 'string', multiple: true }
    }
  })
  const sections = new Set(values.only && values.only.length > 0 ? values.only : ['sizes', 'sync', 'lighthouse', 'cls', 'images'])
  const unknown = [...sections].filter((name) => !['sizes', 'sync', 'lighthouse', 'cls', 'images', 'scale', 'load'].includes(name))
  if (unknown.length > 0) throw new Error(`--only takes sizes, sync, lighthouse, cls, images, scale or load, got ${unknown.join(', ')}`)
  const posts = Number(values.posts)
  if (!Number.isInteger(posts) || posts < 1) throw new Error(`--posts must be a whole number >= 1, got "${values.posts}"`)
  const scalePosts = Number(values['scale-posts'])
  if (!Number.isInteger(scalePosts) || scalePosts < 1) throw new Error(`--scale-posts must be a whole number >= 1, got "${values['scale-posts']}"`)
  console.error(`[bench] copying the project to ${SITE}`)
  prepareBench({ project: PROJECT, site: SITE, bench: BENCH_DIR })
  if (sections.has('sizes') || sections.has('lighthouse') || sections.has('cls')) await sizesAndLighthouse(sections, values.theme ?? [])
  if (sections.has('images')) await images()
  if (sections.has('sync')) await sync(posts)
  if (sections.has('scale')) await scale(scalePosts)
  if (sections.has('load')) await loadSection()
  printTable()
  const broken = rows.filter((row) => row.ok === false)
  if (values.check && broken.length > 0) {
    console.error(`\n[bench] ${broken.length} budget(s) broken: ${broken.map((row) => row.figure).join('; ')}`)
    return 1
  }
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[bench] ${error instanceof Error ? error.stack : String(error)}`)
    process.exit(2)
  }
)
