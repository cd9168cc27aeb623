/**
 * The image mirror end to end: the live source (real notion-client) reads the demo from the test
 * server, which hosts every image as Notion does (signed URLs that expire, an image service), and
 * the site loader keeps a copy of each image through the real fetcher and sharp.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createImageMirror } from '@/lib/images/create-image-mirror'
import { createImageFetcher } from '@/lib/images/fetch-image'
import { createImageStore } from '@/lib/images/image-store'
import { mirrorRecordMap } from '@/lib/images/mirror-record-map'
import { createRequestLimiter } from '@/lib/notion/create-request-limiter'
import { createSiteLoader } from '@/lib/site/create-site-loader'
import { DEFAULT_MAP_OPTIONS } from '@/lib/site/map-options'
import { startNotionServer, type NotionServer } from '@/scripts/notion-server/start-notion-server'
import { DEMO_DIR, DEMO_ROOT, liveSource, siteModel } from './helpers'

const LIFETIME_MS = 60_000
const clock = { now: Date.now() }
let server: NotionServer
let dir: string

beforeAll(async () => {
  server = await startNotionServer({ dir: DEMO_DIR, hostedFiles: { publicDir: 'public', lifetimeMs: LIFETIME_MS, now: () => clock.now } })
})
afterAll(() => server.close())
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'quire-mirror-contract-'))
  server.resetCounts()
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** A site loader as a server or build makes it, with (or without) a mirror keeping images in `dir`. */
function loader(options: { mirror: boolean; log?: (message: string) => void }) {
  const log = options.log ?? (() => {})
  const mirror = createImageMirror({
    store: createImageStore(path.join(dir, 'images')),
    fetchImage: createImageFetcher({ limiter: createRequestLimiter({ baseDelayMs: 5, maxDelayMs: 50, log }), allowPrivateHosts: true }),
    log,
    imageOrigin: new URL(server.apiBaseUrl).origin
  })
  return createSiteLoader({
    getSource: () => liveSource(server.apiBaseUrl),
    getRootPageId: () => DEMO_ROOT,
    mapOptions: { ...DEFAULT_MAP_OPTIONS, log },
    revalidateSeconds: 5,
    buildCache: null,
    pageCacheDir: path.join(dir, 'pages'),
    log,
    ...(options.mirror && { mirrorImages: (recordMap, context) => mirrorRecordMap(recordMap, mirror, context) })
  })
}

/** Every image address in a site model: covers and icons of posts, image sources, covers in records. */
function imageAddresses(model: unknown): string[] {
  const found: string[] = []
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (/^(pageCover|pageCoverThumbnail|pageIcon|page_cover|page_icon|bookmark_cover|icon|cover|source)$/.test(key) && /[/:]/.test(value)) found.push(value)
      return
    }
    if (Array.isArray(value)) value.forEach((item) => visit(item, key))
    else if (value && typeof value === 'object') for (const [name, item] of Object.entries(value)) visit(item, name)
  }
  visit(model, '')
  return found
}

test('every image of the site is kept and served by the site; none is left at the Notion server', async () => {
  const warnings: string[] = []
  const model = await siteModel(loader({ mirror: true, log: (message) => warnings.push(message) }))
  expect(warnings.filter((line) => line.includes('cannot be kept'))).toEqual([])
  const addresses = imageAddresses(model)
  const kept = addresses.filter((address) => address.startsWith('/api/img/'))
  expect(kept.length).toBeGreaterThan(20)
  // The only others are files of the site that Notion does not host (the demo's PDF) and none of the server's.
  expect(addresses.filter((address) => address.includes('127.0.0.1') || address.startsWith('attachment:') || address.includes('amazonaws'))).toEqual([])
  for (const address of new Set(kept)) {
    expect(existsSync(path.join(dir, 'images', 'files', address.slice('/api/img/'.length)))).toBe(true)
    expect(existsSync(path.join(dir, 'images', 'files', address.slice('/api/img/'.length).replace('-800.', '-1200.')))).toBe(true)
  }
  expect(server.counts().files).toBeGreaterThan(0)
}, 60_000)

test('after every signature expired, a rebuild shows the same kept images and fetches no image', async () => {
  const first = await siteModel(loader({ mirror: true }))
  const signed = (await liveSource(server.apiBaseUrl).getPage(DEMO_ROOT.replace(/-/g, ''))).signed_urls
  clock.now += LIFETIME_MS + 1000
  try {
    // What a browser given the signed address would now meet: S3's 403.
    const anySigned = Object.values(signed ?? {})[0]
    if (anySigned) expect((await fetch(anySigned)).status).toBe(403)
    server.resetCounts()
    const again = await siteModel(loader({ mirror: true }))
    expect(again).toEqual(first)
    expect(server.counts().files ?? 0).toBe(0)
    expect(server.counts().image ?? 0).toBe(0)
  } finally {
    clock.now = Date.now()
  }
}, 60_000)

test('without the mirror, pages carry the signed addresses that stop working', async () => {
  const model = (await siteModel(loader({ mirror: false }))) as { details: Array<{ recordMap: { signed_urls: Record<string, string> } | null }> }
  const signed = model.details.flatMap((detail) => Object.values(detail.recordMap?.signed_urls ?? {})).filter((url) => url.includes('/files/'))
  expect(signed.length).toBeGreaterThan(0)
  expect((await fetch(signed[0]!)).status).toBe(200)
  clock.now += LIFETIME_MS + 1000
  try {
    expect((await fetch(signed[0]!)).status).toBe(403)
  } finally {
    clock.now = Date.now()
  }
}, 60_000)
