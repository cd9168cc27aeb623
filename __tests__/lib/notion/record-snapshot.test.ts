import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { recordSnapshot } from '@/lib/notion/record-snapshot'
import { createSnapshotSource } from '@/lib/notion/snapshot-source'
import type { NotionSource } from '@/lib/notion/types'
import { createSiteLoader } from '@/lib/site/create-site-loader'
import { DEFAULT_MAP_OPTIONS } from '@/lib/site/map-options'
import { buildBlog, fakeSource } from '../site/fixtures/blog-workspace'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'quire-record-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const quiet = { log: () => {} }

/** The site as Quire would load it from `source`, with no build cache. */
function siteLoader(source: NotionSource, rootPageId: string) {
  return createSiteLoader({
    getSource: () => source,
    getRootPageId: () => rootPageId,
    mapOptions: { ...DEFAULT_MAP_OPTIONS, ...quiet },
    revalidateSeconds: 5,
    buildCache: null
  })
}

test('records the root and every row page; the site then runs from the folder, offline', async () => {
  const blog = buildBlog('old')
  const live = fakeSource(blog.pages)
  writeFileSync(path.join(dir, 'ffffffffffffffffffffffffffffffff.json'), '{}')
  writeFileSync(path.join(dir, 'notes.txt'), 'kept')
  const lines: string[] = []
  const recorded = await recordSnapshot({
    source: live,
    rootPageId: blog.rootId.replaceAll('-', ''),
    dir,
    concurrency: 2,
    log: (m) => lines.push(m),
    now: () => new Date('2026-08-02T10:00:00Z')
  })
  expect(recorded.pageIds).toEqual(Object.keys(blog.pages))
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'))
  expect(manifest).toEqual({ rootPageId: blog.rootId, recordedAt: '2026-08-02T10:00:00.000Z', source: `quire snapshot ${blog.rootId}` })
  const files = readdirSync(dir).sort()
  expect(files).toEqual([...Object.keys(blog.pages).map((id) => `${id.replaceAll('-', '')}.json`), 'manifest.json', 'notes.txt'].sort())
  expect(lines.some((m) => /^\[\d\/7\] /.test(m))).toBe(true)

  const offline = siteLoader(createSnapshotSource(dir), manifest.rootPageId)
  const fromLive = siteLoader(live, blog.rootId)
  expect(await offline.getSiteData()).toEqual(await fromLive.getSiteData())
})

test('a page that cannot be fetched fails the recording, naming it, and leaves no manifest', async () => {
  const blog = buildBlog()
  writeFileSync(path.join(dir, 'manifest.json'), '{"rootPageId":"old"}')
  const pages = { ...blog.pages }
  delete pages[blog.ids.about]
  await expect(recordSnapshot({ source: fakeSource(pages), rootPageId: blog.rootId, dir, ...quiet })).rejects.toThrow(
    new RegExp(`1 of 7 pages could not be recorded[\\s\\S]*${blog.ids.about}`)
  )
  expect(existsSync(path.join(dir, 'manifest.json'))).toBe(false)
})

test('a root that is no database, or no page id, is refused', async () => {
  const blog = buildBlog()
  await expect(recordSnapshot({ source: fakeSource(blog.pages), rootPageId: blog.ids.hello, dir, ...quiet })).rejects.toThrow(/holds no database/)
  await expect(recordSnapshot({ source: fakeSource(blog.pages), rootPageId: 'nope', dir, ...quiet })).rejects.toThrow(/"nope" is not a Notion page id/)
})

test('a multi-language site: every workspace goes into the one folder, and each site runs from it', async () => {
  const main = buildBlog()
  const ja = buildBlog()
  const live = fakeSource({ ...main.pages, ...ja.pages })
  const recorded = await recordSnapshot({ source: live, rootPageId: `${main.rootId}, ja-JP:${ja.rootId}`, dir, ...quiet })
  expect(recorded.manifest.rootPageId).toBe(main.rootId)
  expect(recorded.pageIds).toEqual([...Object.keys(main.pages), ...Object.keys(ja.pages)])
  const snapshot = createSnapshotSource(dir)
  for (const blog of [main, ja]) {
    expect((await siteLoader(snapshot, blog.rootId).getSiteData()).posts.length).toBeGreaterThan(0)
  }
  await expect(recordSnapshot({ source: live, rootPageId: `${main.rootId},xx-YY:${ja.rootId}`, dir, ...quiet })).rejects.toThrow(/names the language "xx-YY"/)
})
