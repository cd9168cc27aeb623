/**
 * The container recipe, rehearsed without Docker (a step of `npm test`):
 *
 *   npx tsx scripts/deploy/rehearse.ts [--reuse-build]
 *
 * Reads the Dockerfile's runtime stage (read-dockerfile.ts), runs the script its build stage runs
 * (build-standalone.sh: the standalone build into .next-standalone, then the runtime folder) into a
 * fresh folder outside the repository, and starts the Dockerfile's CMD there with its ENV and nothing
 * of this shell's environment, against the Notion test server serving a copy of the demo. It checks:
 * the health endpoint and check while Notion is unreachable from the first start (503), the routes,
 * the health endpoint after a sync (200, no secrets), a title edited in Notion served after ISR,
 * the last sync surviving a restart, and the bundled demo. `--reuse-build` assembles the last build
 * again instead of building. Ports: QUIRE_REHEARSAL_PORT (3340) and the two after it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, lstatSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { readRecord } from '@/lib/notion/read-record'
import { startNotionServer, type NotionServer } from '../notion-server/start-notion-server'
import { BUILD_SCRIPT, readRuntimeRecipe, type RuntimeRecipe } from './read-dockerfile'

const ROOT = path.resolve(__dirname, '..', '..')
/** Its own build folder: `.next` stays the default build that `npm run start`, the bench and the browser tests use. */
const DIST_DIR = '.next-standalone'
const DEMO_DIR = path.join(ROOT, 'scripts', 'demo', 'snapshot')
const DEMO_ROOT = '3b5aa470-0935-4d2e-bc0e-bb5464ce3a72'
const POST = { path: '/article/measuring-page-weight', id: '466a6007-4a43-45ef-88a8-60e8f1a454ee', title: 'Measuring page weight' }
/** A sentence of the post's body: a page without it is not the post. */
const POST_TEXT = 'It should not need a megabyte of script to show some paragraphs.'

const BASE_PORT = Number(process.env.QUIRE_REHEARSAL_PORT ?? 3340)
const SITE_PORT = BASE_PORT
const NOTION_PORT = BASE_PORT + 1
/** Nothing listens here: Notion unreachable. */
const DEAD_PORT = BASE_PORT + 2

/** Values a deployment would keep secret: none may appear in the folder or in an answer. */
const SECRETS = { NOTION_ACCESS_TOKEN: `rehearsal-token-${process.pid}-${Date.now()}`, REVALIDATE_SECRET: `rehearsal-secret-${process.pid}-${Date.now()}` }

/** The revalidation period (docs/behaviour.md §9: 5 s), twice (the site data's and the page's), and the regeneration. */
const EDIT_SHOWS_WITHIN_MS = 40_000

const passed: string[] = []
function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`rehearsal: ${what}: NO`)
  passed.push(what)
  console.log(`  ok  ${what}`)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function waitFor<T>(what: string, timeoutMs: number, attempt: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await attempt().catch(() => undefined)
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`rehearsal: ${what}: not within ${seconds(timeoutMs)}`)
    await sleep(500)
  }
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

interface Page {
  status: number
  type: string
  text: string
}

async function get(pathname: string, init: RequestInit = {}): Promise<Page> {
  const response = await fetch(`http://127.0.0.1:${SITE_PORT}${pathname}`, { redirect: 'manual', signal: AbortSignal.timeout(20_000), ...init })
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() }
}

interface HealthBody {
  status?: string
  buildId?: string | null
  lastSyncAt?: string | null
}

/** The runtime stage's command, run in `dir` with the stage's variables and `extra`, as a container would. */
class Site {
  readonly output: string[] = []
  private readonly child: ChildProcess
  private readonly exited: Promise<void>

  constructor(
    readonly label: string,
    private readonly dir: string,
    private readonly recipe: RuntimeRecipe,
    extra: Record<string, string>
  ) {
    const [command = 'node', ...args] = recipe.command
    this.child = spawn(command === 'node' ? process.execPath : command, args, {
      cwd: dir,
      env: this.env(extra),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true
    })
    const keep = (chunk: Buffer) => this.output.push(...chunk.toString('utf8').split('\n').filter(Boolean))
    this.child.stdout?.on('data', keep)
    this.child.stderr?.on('data', keep)
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()))
  }

  /**
   * The Dockerfile's ENV and the workspace's variables, nothing of this shell's (no QUIRE_DIST_DIR,
   * no NOTION_SNAPSHOT_DIR). HOSTNAME is 127.0.0.1 rather than the container's 0.0.0.0: this is a test.
   */
  env(extra: Record<string, string>): NodeJS.ProcessEnv {
    return { NODE_ENV: 'production', PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: this.dir, ...this.recipe.env, HOSTNAME: '127.0.0.1', PORT: String(SITE_PORT), ...extra }
  }

  /** Milliseconds until the server answers (a file of the public folder: no side effects). */
  async ready(): Promise<number> {
    const started = Date.now()
    for (;;) {
      if (this.child.exitCode !== null || this.child.signalCode !== null) {
        throw new Error(`rehearsal: ${this.label}: the server exited (${this.child.exitCode ?? this.child.signalCode})`)
      }
      const up = await get('/favicon.svg').then((page) => page.status === 200, () => false)
      if (up) return Date.now() - started
      if (Date.now() - started > 60_000) throw new Error(`rehearsal: ${this.label}: the server did not answer within 60 s`)
      await sleep(300)
    }
  }

  /** The runtime stage's HEALTHCHECK, run beside the server: its exit code. */
  async healthcheck(): Promise<number | null> {
    const [command = 'node', ...args] = this.recipe.healthcheck
    const child = spawn(command === 'node' ? process.execPath : command, args, { cwd: this.dir, env: this.env({}), stdio: 'ignore', timeout: 15_000 })
    return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null || !this.child.pid) return
    process.kill(-this.child.pid, 'SIGTERM')
    const killed = await Promise.race([this.exited.then(() => true), sleep(5000).then(() => false)])
    if (!killed) {
      process.kill(-this.child.pid, 'SIGKILL')
      await this.exited
    }
  }
}

async function health(): Promise<{ status: number; body: HealthBody; text: string }> {
  const page = await get('/api/health')
  let body: HealthBody = {}
  try {
    body = JSON.parse(page.text) as HealthBody
  } catch {
    // not JSON: the checks below fail, quoting the text
  }
  return { status: page.status, body, text: page.text.slice(0, 300) }
}

/** The first kept image (`/api/img/...`) a page shows, fetched: served as WebP? */
async function mirroredImage(page: { text: string }): Promise<{ ok: boolean; said: string }> {
  const src = /["'](\/api\/img\/[^"'?\s]+)/.exec(page.text)?.[1]
  if (!src) return { ok: false, said: 'the page shows no /api/img/ image' }
  const answer = await fetch(`http://127.0.0.1:${SITE_PORT}${src}`, { signal: AbortSignal.timeout(20_000) })
  const type = answer.headers.get('content-type') ?? ''
  const bytes = (await answer.arrayBuffer()).byteLength
  return { ok: answer.status === 200 && type === 'image/webp' && bytes > 0, said: `${src}: ${answer.status} ${type}, ${bytes} bytes` }
}

/** Sizes of the folder (apparent, in bytes), and every symlink in it pointing outside it: the image would not have that file. */
function survey(dir: string): { bytes: number; modules: number; outside: string[]; secretIn: string[] } {
  const top = realpathSync(dir)
  const result = { bytes: 0, modules: 0, outside: [] as string[], secretIn: [] as string[] }
  const secrets = Object.values(SECRETS)
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const file = path.join(folder, entry)
      const stats = lstatSync(file)
      if (stats.isSymbolicLink()) {
        const target = realpathSync(file)
        if (target !== top && !target.startsWith(`${top}${path.sep}`)) result.outside.push(`${path.relative(dir, file)} -> ${target}`)
      } else if (stats.isDirectory()) {
        visit(file)
      } else {
        result.bytes += stats.size
        if (path.relative(dir, file).startsWith(`node_modules${path.sep}`)) result.modules += stats.size
        const text = readFileSync(file, 'latin1')
        if (secrets.some((secret) => text.includes(secret))) result.secretIn.push(path.relative(dir, file))
      }
    }
  }
  visit(dir)
  return result
}

/** An edit in Notion: the row's title and edit time, in the files holding the row (the database's and its own). */
function editTitle(dir: string, pageId: string, title: string, at: number): void {
  const files = [DEMO_ROOT, pageId].map((id) => path.join(dir, `${id.replace(/-/g, '')}.json`))
  for (const file of files) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { recordMap?: { block?: Record<string, unknown> }; block?: Record<string, unknown> }
    const block = readRecord((stored.recordMap ?? stored).block, pageId)
    if (!block?.properties?.title) throw new Error(`rehearsal: ${file} does not hold the row ${pageId} with a title: the demo changed, update POST`)
    block.properties.title = [[title]]
    block.last_edited_time = at
    writeFileSync(file, JSON.stringify(stored))
  }
}

/** Spawned, not spawnSync: the Notion test server answering the build runs in this process. */
async function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  console.log(`\n[rehearsal] ${label}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env })
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.once('exit', (...exit) => resolve(exit)))
  if (code !== 0) throw new Error(`rehearsal: ${label} failed (exit ${code ?? signal})`)
  return Date.now() - started
}

async function main(): Promise<void> {
  const reuseBuild = process.argv.includes('--reuse-build')
  const started = Date.now()
  const recipe = readRuntimeRecipe(readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'))
  for (const port of [SITE_PORT, NOTION_PORT, DEAD_PORT]) {
    if (await portAnswers(port)) throw new Error(`rehearsal: port ${port} is in use; set QUIRE_REHEARSAL_PORT to a free range of three ports`)
  }

  const scratch = mkdtempSync(path.join(tmpdir(), 'quire-container-'))
  const siteDir = path.join(scratch, 'app')
  const notionDir = path.join(scratch, 'notion')
  cpSync(DEMO_DIR, notionDir, { recursive: true })
  let notion: NotionServer | null = null
  let site: Site | null = null
  const stopSite = async () => {
    await site?.stop()
    site = null
  }
  const cleanUp = async () => {
    await stopSite()
    await notion?.close()
    rmSync(scratch, { recursive: true, force: true })
  }
  const interrupted = () => {
    void cleanUp().finally(() => process.exit(130))
  }
  process.once('SIGINT', interrupted)
  process.once('SIGTERM', interrupted)

  try {
    // Hosting the workspace's images as Notion does (signed URLs that expire), so the build keeps its own
    // copies (IMAGE_MIRROR) and the folder must carry them.
    notion = await startNotionServer({ dir: notionDir, port: NOTION_PORT, hostedFiles: { publicDir: path.join(ROOT, 'public'), lifetimeMs: 3_600_000 } })
    // The test server (and the images it hosts) is on 127.0.0.1, a private address (conf/image.ts).
    const workspace = { NOTION_PAGE_ID: DEMO_ROOT, NOTION_API_BASE_URL: notion.apiBaseUrl, IMAGE_ALLOW_PRIVATE_HOSTS: 'true' }
    const unreachable = { NOTION_PAGE_ID: DEMO_ROOT, NOTION_API_BASE_URL: `http://127.0.0.1:${DEAD_PORT}/api/v3`, NOTION_MAX_ATTEMPTS: '1' }
    // Like the image's build stage: its variables and the workspace's, none of this shell's settings
    // (a THEME or NOTION_SNAPSHOT_DIR here would build a site the runtime stage does not run).
    const buildEnv = { NODE_ENV: 'production' as const, PATH: process.env.PATH, HOME: process.env.HOME, NEXT_TELEMETRY_DISABLED: '1', QUIRE_DIST_DIR: DIST_DIR, ...workspace, ...SECRETS }

    const buildMs = reuseBuild
      ? await run('assemble the last build', 'sh', ['scripts/deploy/assemble-standalone.sh', DIST_DIR, siteDir], buildEnv)
      : await run('build and assemble, as the Dockerfile does', 'sh', [BUILD_SCRIPT, siteDir], buildEnv)
    const buildId = readFileSync(path.join(siteDir, DIST_DIR, 'BUILD_ID'), 'utf8').trim()

    console.log(`\n[rehearsal] the folder ${siteDir}`)
    const folder = survey(siteDir)
    const fromRoot = path.relative(ROOT, siteDir)
    check(fromRoot.startsWith('..') || path.isAbsolute(fromRoot), 'the folder is outside the repository')
    check(readdirSync(siteDir).every((entry) => !entry.startsWith('.env')), 'no .env file in the folder')
    check(folder.outside.length === 0, `no link out of the folder${folder.outside.length ? `: ${folder.outside.join(', ')}` : ''}`)
    check(folder.secretIn.length === 0, `no secret of the build's environment in any file${folder.secretIn.length ? `: ${folder.secretIn.join(', ')}` : ''}`)

    console.log('\n[rehearsal] first start, Notion unreachable')
    site = new Site('unreachable', siteDir, recipe, unreachable)
    const coldStartMs = await site.ready()
    const never = await health()
    check(never.status === 503 && never.body.status === 'never synced' && never.body.lastSyncAt === null, `/api/health answers 503 while the site has never synced (${never.text})`)
    check(never.body.buildId === buildId, `/api/health names the build (${buildId})`)
    check((await site.healthcheck()) === 1, 'the HEALTHCHECK command fails')
    const stale = await get(POST.path)
    check(stale.status === 200 && stale.text.includes(POST_TEXT), `${POST.path} is served from the build meanwhile`)
    const shipped = await mirroredImage(await get('/'))
    check(shipped.ok, `an image the build kept is served from the folder (${shipped.said})`)
    await stopSite()

    console.log('\n[rehearsal] Notion (the test server)')
    const syncedFrom = Date.now()
    site = new Site('notion', siteDir, recipe, { ...workspace, ...SECRETS })
    await site.ready()
    // A fresh server answers 200 `serving build data` (its build's site data) while its first sync
    // runs (docs/deploy-health.md); the sync is done when it answers `ok` with that sync's time.
    const synced = await waitFor('/api/health answers 200 ok', 30_000, async () => {
      const answer = await health()
      return answer.status === 200 && answer.body.status === 'ok' ? answer : undefined
    })
    const syncedAt = Date.parse(synced.body.lastSyncAt ?? '')
    check(synced.body.status === 'ok' && synced.body.buildId === buildId && syncedAt >= syncedFrom - 1000 && syncedAt <= Date.now(), `/api/health answers 200 with the build and this sync's time (${synced.text})`)
    const leaked = [...Object.values(SECRETS), DEMO_ROOT, DEMO_ROOT.replace(/-/g, ''), String(NOTION_PORT)].filter((value) => synced.text.includes(value))
    check(leaked.length === 0, `/api/health says nothing of the workspace or its secrets${leaked.length ? `: ${leaked.join(', ')}` : ''}`)
    check((await site.healthcheck()) === 0, 'the HEALTHCHECK command passes')

    const home = await get('/')
    check(home.status === 200 && /href="\/article\//.test(home.text), '/ lists posts')
    const post = await get(POST.path)
    check(post.status === 200 && post.text.includes(POST.title) && post.text.includes(POST_TEXT), `${POST.path} is the whole post`)
    const category = /href="(\/category\/[^"?#]+)"/.exec(post.text)?.[1]
    const categoryPage = category ? await get(category) : null
    check(categoryPage?.status === 200 && /href="\/article\//.test(categoryPage.text), `${category ?? 'the post\'s category'} lists posts`)
    const sitemap = await get('/sitemap.xml')
    check(sitemap.status === 200 && sitemap.type.includes('xml') && sitemap.text.includes(POST.path), '/sitemap.xml lists the post')
    const feed = await get('/rss/feed.xml')
    check(feed.status === 200 && feed.text.includes(POST.title), '/rss/feed.xml carries the post')
    const missing = await get('/no-such-page-in-the-rehearsal')
    check(missing.status === 404 && missing.text.includes('404'), 'an unknown path answers 404')
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(home.text)?.[1]
    const chunk = script ? await get(script) : null
    check(chunk?.status === 200 && chunk.type.includes('javascript'), `the build's static files are served (${script ?? 'no script in the home page'})`)
    check((await get('/favicon.svg')).status === 200, 'the public folder is served (/favicon.svg)')
    const kept = await mirroredImage(home)
    check(kept.ok, `the home page's images are the site's own copies (${kept.said})`)
    const card = /<meta property="og:image" content="[^"]*?(\/og\/[^"]+\.png)"/.exec(post.text)?.[1]
    const cardImage = card ? await fetch(`http://127.0.0.1:${SITE_PORT}${card}`, { signal: AbortSignal.timeout(20_000) }) : null
    check(cardImage?.status === 200 && cardImage.headers.get('content-type') === 'image/png', `the post's social card is drawn (${card ?? 'no og:image'}): fonts and public folder are in the folder`)
    const search = await get('/api/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'page weight' }) })
    check(search.status === 200 && search.text.includes(POST.path), '/api/search finds the post through Notion')

    console.log('\n[rehearsal] a title edited in Notion')
    const edited = `${POST.title} (edited ${Date.now()})`
    const editedAt = Date.now()
    editTitle(notionDir, POST.id, edited, editedAt)
    notion.reload()
    await waitFor('the edited title is served', EDIT_SHOWS_WITHIN_MS, async () => {
      const page = await get(POST.path)
      return page.status === 200 && page.text.includes(edited) ? true : undefined
    })
    const editMs = Date.now() - editedAt
    check(editMs <= EDIT_SHOWS_WITHIN_MS, `${POST.path} shows the edited title after ${seconds(editMs)} (ISR, revalidate 5 s)`)
    const afterEdit = await health()
    check(Date.parse(afterEdit.body.lastSyncAt ?? '') >= editedAt, '/api/health moved its sync time past the edit')
    await stopSite()

    console.log('\n[rehearsal] a restart, Notion unreachable again')
    const recorded = (JSON.parse(readFileSync(path.join(siteDir, '.next', 'cache', 'quire', 'last-sync.json'), 'utf8')) as { lastSyncAt: string }).lastSyncAt
    site = new Site('restart', siteDir, recipe, unreachable)
    await site.ready()
    const restarted = await health()
    check(restarted.status === 200 && restarted.body.lastSyncAt === recorded, `/api/health still answers 200 with the last sync (${recorded}), kept in .next/cache`)
    await stopSite()

    console.log('\n[rehearsal] the bundled demo (no NOTION_PAGE_ID)')
    rmSync(path.join(siteDir, '.next', 'cache', 'quire', 'last-sync.json'))
    const demoFrom = Date.now()
    site = new Site('demo', siteDir, recipe, {})
    await site.ready()
    const demo = await health()
    check(demo.status === 200 && Date.parse(demo.body.lastSyncAt ?? '') >= demoFrom - 1000, '/api/health answers 200 once the demo workspace loaded from the folder')
    await stopSite()

    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`
    console.log(
      [
        `\n[rehearsal] all ${passed.length} checks passed in ${seconds(Date.now() - started)}`,
        `  ${reuseBuild ? 'assemble' : 'build and assemble'}: ${seconds(buildMs)}`,
        `  the runtime folder: ${mb(folder.bytes)} (node_modules ${mb(folder.modules)})`,
        `  first start to an answer: ${seconds(coldStartMs)}`,
        `  an edit in Notion served after: ${seconds(editMs)}`
      ].join('\n')
    )
  } catch (error) {
    const current = site as Site | null
    if (current) console.error(`\n[rehearsal] the server's last lines (${current.label}):\n${current.output.slice(-30).join('\n')}`)
    throw error
  } finally {
    await cleanUp()
  }
}

main().catch((error: unknown) => {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
