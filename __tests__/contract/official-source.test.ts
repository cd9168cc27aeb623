/**
 * The official source (real @notionhq/client over HTTP) against the test server's official
 * endpoints, serving the demo snapshot: the site model the snapshot source gives, field by field,
 * but for what the official API cannot give, each named here with its reason.
 */
import type { ExtendedRecordMap } from 'notion-types'
import { getBlockValue } from 'notion-utils'
import { createSnapshotSource } from '@/lib/notion/snapshot-source'
import type { RawBlock } from '@/lib/notion/read-record'
import type { LoadedSiteData } from '@/lib/site/types'
import type { PostDetail } from '@/lib/site/types'
import { startNotionServer, type NotionServer } from '@/scripts/notion-server/start-notion-server'
import { DEMO_DIR, DEMO_ROOT, officialSource, siteLoader, siteModel } from './helpers'

interface Model {
  site: LoadedSiteData
  details: PostDetail[]
}

let server: NotionServer
let recorded: Model
let official: Model

/** Record-map kinds the official API has no block for: skipped, with a 'missing block' message. */
const UNSUPPORTED_TYPES = new Set(['drive'])

/** Format keys that carry meaning the official API gives; the rest (sizes, display sources) it does not. */
const COMPARED_FORMAT = ['page_icon', 'page_cover', 'block_color', 'toggleable', 'column_ratio'] as const

/** Text properties of a block the official API gives: not an image's alt text, nor a bookmark's fetched title (left out below). */
const COMPARED_PROPERTIES = ['title', 'caption', 'source', 'link', 'checked'] as const

function blocksOf(recordMap: ExtendedRecordMap | null): Map<string, RawBlock> {
  const blocks = new Map<string, RawBlock>()
  for (const [id, entry] of Object.entries(recordMap?.block ?? {})) {
    const value = getBlockValue(entry as never) as RawBlock | undefined
    if (value) blocks.set(id, value)
  }
  return blocks
}

/** A block as both sources must agree on it, in the official source's terms. */
function comparable(block: RawBlock, all: Map<string, RawBlock>, side: 'recorded' | 'official', isRoot: boolean): Record<string, unknown> {
  const format = block.format ?? {}
  const shown: Record<string, unknown> = { type: block.type === 'transclusion_reference' ? 'transclusion_container' : block.type }
  for (const key of COMPARED_PROPERTIES) if (block.properties?.[key] && !(block.type === 'bookmark' && key === 'title')) shown[key] = block.properties[key]
  for (const key of COMPARED_FORMAT) if (format[key] !== undefined) shown[key] = format[key]
  if (block.type === 'table_row') {
    // Cells by position: the official API numbers columns, record maps name them.
    const order = (all.get(block.parent_id ?? '')?.format?.table_block_column_order ?? []) as string[]
    shown.cells = order.map((column) => block.properties?.[column] ?? null)
  }
  if (block.type === 'table') shown.columns = ((format.table_block_column_order ?? []) as string[]).length
  const pointer = (format.alias_pointer ?? format.collection_pointer) as { id?: string } | undefined
  if (pointer?.id) shown.pointer = pointer.id
  // A synced copy shows the original's blocks; a page's blocks are compared only for the page asked for.
  const reference = format.transclusion_reference_pointer as { id?: string } | undefined
  const content = side === 'recorded' && reference?.id ? all.get(reference.id)?.content : block.content
  if (block.type !== 'page' || isRoot) shown.content = (content ?? []).filter((id) => !UNSUPPORTED_TYPES.has(all.get(id)?.type ?? ''))
  return shown
}

/** Every block of a page's record map reachable from the page, keyed by id. */
function pageTree(recordMap: ExtendedRecordMap | null, pageId: string, side: 'recorded' | 'official'): Record<string, unknown> {
  const all = blocksOf(recordMap)
  const tree: Record<string, unknown> = {}
  const visit = (id: string, depth: number) => {
    const block = all.get(id)
    if (!block || id in tree || depth > 16 || UNSUPPORTED_TYPES.has(block.type ?? '')) return
    const shown = comparable(block, all, side, depth === 0)
    tree[id] = shown
    if (block.type === 'page' && depth > 0) return
    for (const child of (shown.content as string[] | undefined) ?? []) visit(child, depth + 1)
  }
  visit(pageId, 0)
  return tree
}

/** Whether the recorded page holds words the official API does not give (alt text, a bookmark's fetched title). */
function hasUnofficialWords(recordMap: ExtendedRecordMap | null): boolean {
  return [...blocksOf(recordMap).values()].some((block) => block.properties?.alt_text || (block.type === 'bookmark' && block.properties?.title))
}

/** A detail without what is compared apart: the record map, and the word count where words are missing. */
function withoutBody(detail: PostDetail, keepWords: boolean): Record<string, unknown> {
  const { recordMap: _recordMap, wordCount, fullWidth: _fullWidth, ...rest } = detail
  return keepWords ? { ...rest, wordCount } : rest
}

beforeAll(async () => {
  server = await startNotionServer({ dir: DEMO_DIR })
  recorded = (await siteModel(siteLoader(createSnapshotSource(DEMO_DIR)))) as Model
  server.resetCounts()
  official = (await siteModel(siteLoader(officialSource(server.officialBaseUrl)))) as Model
}, 60_000)
afterAll(() => server.close())

test('the site data is the snapshot source\'s, but for full width, which the official API does not give', () => {
  const strip = (site: LoadedSiteData) => ({
    ...site,
    allPages: site.allPages.map(({ fullWidth: _fullWidth, ...post }) => post),
    posts: site.posts.map(({ fullWidth: _fullWidth, ...post }) => post),
    noticeRecordMap: site.noticeRecordMap && site.notice ? pageTree(site.noticeRecordMap, site.notice.id, 'official') : null
  })
  expect(official.site.allPages.length).toBeGreaterThan(20)
  expect({ ...strip(official.site), noticeRecordMap: null }).toEqual({ ...strip(recorded.site), noticeRecordMap: null })
  expect(pageTree(official.site.noticeRecordMap, official.site.notice!.id, 'official')).toEqual(pageTree(recorded.site.noticeRecordMap, recorded.site.notice!.id, 'recorded'))
  // The one full-width post reads as normal width: docs/notion-sources.md lists it.
  const fullWidth = recorded.site.allPages.filter((post) => post.fullWidth).map((post) => post.slug)
  expect(fullWidth).toEqual(['setting-up-the-blog-database'])
  expect(official.site.allPages.filter((post) => post.fullWidth)).toEqual([])
})

test('every page: the same outline, text, ext and front matter; the word count wherever the API gives every word', () => {
  expect(official.details).toHaveLength(recorded.details.length)
  recorded.details.forEach((detail, index) => {
    const keepWords = !hasUnofficialWords(detail.recordMap)
    expect({ slug: detail.slug, ...withoutBody(official.details[index]!, keepWords) }).toEqual({ slug: detail.slug, ...withoutBody(detail, keepWords) })
  })
})

test('every page: the same blocks in the same tree, with the same text, icons, colours, captions and sources', () => {
  recorded.details.forEach((detail, index) => {
    if (!detail.recordMap) return expect(official.details[index]!.recordMap).toBeNull()
    expect({ slug: detail.slug, tree: pageTree(official.details[index]!.recordMap, detail.id, 'official') }).toEqual({
      slug: detail.slug,
      tree: pageTree(detail.recordMap, detail.id, 'recorded')
    })
  })
})

test("a database in a page: the recorded collection's name, columns and rows, as one table view", () => {
  const every = (model: Model) => model.details.find((detail) => detail.slug === 'every-block')!.recordMap!
  const columns = (recordMap: ExtendedRecordMap) =>
    Object.values(recordMap.collection).map((entry) => {
      const collection = getBlockValue(entry as never) as unknown as { id: string; name: unknown; schema: Record<string, { name: string; type: string; options?: unknown[] }> }
      const schema = Object.entries(collection.schema).map(([id, column]) => [id, column.name, column.type, column.options?.length ?? 0])
      return { id: collection.id, name: collection.name, schema: schema.sort() }
    })
  const rows = (recordMap: ExtendedRecordMap) =>
    Object.fromEntries(Object.entries(recordMap.collection_query).map(([id, views]) => [id, new Set(Object.values(views).flatMap((view) => (view as { collection_group_results?: { blockIds: string[] } }).collection_group_results?.blockIds ?? []))]))
  expect(columns(every(official))).toEqual(columns(every(recorded)))
  expect(rows(every(official))).toEqual(rows(every(recorded)))
  const views = Object.values(every(official).collection_view).map((entry) => (getBlockValue(entry as never) as unknown as { type: string }).type)
  expect(views).toEqual(['table', 'table'])
})

test('the blog database page comes first in its record map, with its rows in the view order the server recorded', async () => {
  const source = officialSource(server.officialBaseUrl)
  const root = await source.getPage(DEMO_ROOT)
  const recordedRoot = await createSnapshotSource(DEMO_DIR).getPage(DEMO_ROOT)
  expect(Object.keys(root.block)[0]).toBe(DEMO_ROOT)
  const rowsOf = (map: ExtendedRecordMap) => Object.values(Object.values(map.collection_query)[0]!).map((view) => (view as { collection_group_results: { blockIds: string[] } }).collection_group_results.blockIds)[0]
  expect(rowsOf(root)).toEqual(rowsOf(recordedRoot))
})

describe('npm run snapshot through the official API (NOTION_TOKEN)', () => {
  test('records the workspace into a folder the snapshot source serves as the official source does', async () => {
    const { execFile } = await import('node:child_process')
    const { mkdtempSync, rmSync } = await import('node:fs')
    const { tmpdir } = await import('node:os')
    const path = await import('node:path')
    const dir = mkdtempSync(path.join(tmpdir(), 'quire-official-snapshot-'))
    try {
      const out = await new Promise<string>((resolve, reject) =>
        execFile(
          process.execPath,
          ['--import', 'tsx', 'scripts/snapshot.ts', DEMO_ROOT.replaceAll('-', ''), dir],
          { env: { ...process.env, NOTION_TOKEN: 'test-integration-token', NOTION_API_BASE_URL: server.officialBaseUrl, NOTION_RATE_LIMIT: '1000', NOTION_CONCURRENCY: '6' } },
          (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stdout}${stderr}`)) : resolve(stdout + stderr))
        )
      )
      expect(out).toContain(`recording through official ${server.officialBaseUrl}`)
      expect(out).toMatch(/missing block fc44843b-.*"drive"/)
      const replayed = (await siteModel(siteLoader(createSnapshotSource(dir)))) as Model
      expect(replayed).toEqual(official)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('other roots', () => {
  const sitePart = (site: LoadedSiteData) => ({ ...site, noticeRecordMap: null, allPages: site.allPages.map(({ fullWidth: _fullWidth, ...post }) => post), posts: site.posts.map(({ fullWidth: _fullWidth, ...post }) => post) })

  test("a language site's workspace (NOTION_PAGE_ID `<id>,ja-JP:<id2>`): the same site data", async () => {
    const JA_ROOT = '19eec2ac-0917-4352-bac0-db38bf8f4527'
    const ja = await siteLoader(officialSource(server.officialBaseUrl), JA_ROOT).getSiteData()
    const recordedJa = await siteLoader(createSnapshotSource(DEMO_DIR), JA_ROOT).getSiteData()
    expect(ja.posts.length).toBeGreaterThan(1)
    expect(sitePart(ja)).toEqual(sitePart(recordedJa))
  })

  test('a root that is a page showing its database inline: found inside the page, as through the web API', async () => {
    const EVERY_BLOCK = '9d1c2ab0-7a5e-416c-a181-31301e53b555'
    const source = officialSource(server.officialBaseUrl)
    const root = await source.getPage(EVERY_BLOCK)
    const { findDatabase } = await import('@/lib/notion/find-database')
    const found = findDatabase(root, EVERY_BLOCK)
    const recordedFound = findDatabase(await createSnapshotSource(DEMO_DIR).getPage(EVERY_BLOCK), EVERY_BLOCK)
    expect(found?.collectionId).toBe(recordedFound?.collectionId)
    expect(found?.collection?.name).toEqual(recordedFound?.collection?.name)
  })
})
