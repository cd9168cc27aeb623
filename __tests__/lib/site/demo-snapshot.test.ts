/**
 * The bundled demo workspace (scripts/demo/snapshot, generated from scripts/demo/content) through
 * the whole data layer. Expectations are read from the content's front matter, so the test follows
 * the demo as it grows.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { findDatabase } from '@/lib/notion/find-database'
import { listCollectionRowIds } from '@/lib/notion/list-collection-row-ids'
import { readSnapshotManifest } from '@/lib/notion/read-snapshot-manifest'
import { createSnapshotSource } from '@/lib/notion/snapshot-source'
import { buildSiteChrome } from '@/lib/site/build-site-chrome'
import { snapshotSiteLoader } from '../../fixtures/demo-site-loader'
import type { LoadedSiteData } from '@/lib/site/types'
import { filterSearchResults } from '@/lib/site/filter-search-results'
import { findPostByPath } from '@/lib/site/find-post-by-path'
import { formatDate } from '@/lib/site/format-date'
import { getSiteData } from '@/lib/site/get-site-data'
import { DEFAULT_MAP_OPTIONS } from '@/lib/site/map-options'

const SNAPSHOT = path.resolve('scripts/demo/snapshot')
const CONTENT = path.resolve('scripts/demo/content')
const hasDemo = existsSync(path.join(SNAPSHOT, 'manifest.json'))
const describeDemo = hasDemo ? describe : describe.skip

interface Front {
  file: string
  body: string
  [key: string]: string
}

function readContent(): Front[] {
  return readdirSync(CONTENT)
    .filter((name) => name.endsWith('.md'))
    .map((file) => {
      const text = readFileSync(path.join(CONTENT, file), 'utf8')
      const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text)
      const front: Front = { file, body: match?.[2] ?? '' }
      for (const line of (match?.[1] ?? '').split('\n')) {
        const pair = /^(\w+):\s*(.*)$/.exec(line)
        if (pair) front[pair[1] as string] = (pair[2] as string).trim()
      }
      return front
    })
}

describeDemo('the demo workspace', () => {
  const content = readContent()
  const served = (f: Front) => f.status === 'Published' || f.status === 'Invisible'
  const logs: string[] = []
  const source = createSnapshotSource(SNAPSHOT)
  const rootPageId = hasDemo ? readSnapshotManifest(SNAPSHOT).rootPageId : ''
  const loader = snapshotSiteLoader(source, SNAPSHOT, logs)
  let site: LoadedSiteData
  beforeAll(async () => {
    site = await loader.getSiteData()
  })

  test('maps without a single skipped row or warning', () => {
    expect(logs).toEqual([])
    expect(site.siteInfo.rootPageId).toBe(rootPageId)
    expect(site.siteInfo.title).toBeTruthy()
  })

  test('lists exactly the Published posts, in the database view order', async () => {
    const expected = content.filter((f) => f.type === 'Post' && f.status === 'Published').map((f) => f.slug)
    expect(site.posts.map((p) => p.slug).sort()).toEqual([...expected].sort())
    const root = await source.getPage(rootPageId)
    const database = findDatabase(root, rootPageId)!
    const order = listCollectionRowIds(root, database.collectionId, database.viewIds)
    const positions = site.posts.map((p) => order.indexOf(p.id))
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
  })

  test('Invisible rows are reachable but never listed; drafts are nowhere', () => {
    for (const f of content.filter((x) => x.type === 'Post' || x.type === 'Page')) {
      const found = findPostByPath(site, f.type === 'Post' ? ['article', f.slug as string] : [f.slug as string])
      if (served(f)) expect(found?.title).toBe(f.title)
      else expect(found).toBeNull()
      if (f.status === 'Invisible') expect(site.posts.map((p) => p.slug)).not.toContain(f.slug)
    }
    expect(site.allPages.map((p) => p.status)).not.toContain('Draft')
  })

  test('publish days are US-English UTC dates of the date column', () => {
    for (const post of site.posts) {
      const front = content.find((f) => f.slug === post.slug)
      if (front?.date) expect(post.publishDay).toBe(formatDate(front.date))
    }
  })

  test('tags keep their Notion colors; category counts cover every listed post', () => {
    const workspace = JSON.parse(readFileSync(path.join(CONTENT, '_workspace.json'), 'utf8')) as { tags: Record<string, string> }
    for (const tag of site.tags) expect(tag.color).toBe(workspace.tags[tag.name])
    expect(site.categories.reduce((sum, c) => sum + c.count, 0)).toBe(site.posts.filter((p) => p.category.length > 0).length)
  })

  test('menus carry their sub-menus; the notice comes with its blocks', () => {
    expect(site.menus.length).toBe(content.filter((f) => f.type === 'Menu' && f.status === 'Published').length)
    expect(site.menus.flatMap((m) => m.subMenus).length).toBe(content.filter((f) => f.type === 'SubMenu' && f.status === 'Published').length)
    const notice = content.find((f) => f.type === 'Notice' && f.status === 'Published')
    expect(site.notice?.title).toBe(notice?.title)
    const chrome = buildSiteChrome(site)
    expect(chrome.notice?.recordMap && Object.keys(chrome.notice.recordMap.block)[0]).toBe(site.notice?.id)
    expect(JSON.stringify(chrome)).not.toMatch(/"password"/)
  })

  test('the remote config holds the enabled rows of the Config page only', () => {
    const config = content.find((f) => f.type === 'Config')!
    const rows = config.body.split('\n').filter((line) => /^\|/.test(line) && !/^\|\s*(key|---)/.test(line))
    const cells = rows.map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()))
    const enabled = Object.fromEntries(cells.filter((c) => c[2] === 'Yes').map((c) => [c[0], c[1]]))
    expect(site.remoteConfig).toEqual(enabled)
  })

  test('draws its Menu rows: its Config row turns CUSTOM_MENU on; its About page is a link only in the other mode', () => {
    expect(site.remoteConfig.CUSTOM_MENU).toBe('true')
    expect(site.pageLinks.map((link) => [link.name, link.href])).toEqual([['About', '/about']])
  })

  test('every served page has its detail; the locked one shows nothing of itself', async () => {
    for (const post of site.allPages) {
      const detail = await loader.getPostDetail(post)
      const front = content.find((f) => f.title === post.title)
      if (front?.password) {
        expect(detail).toMatchObject({ lock: true, recordMap: null, toc: [] })
        const secret = (front.body.split('\n')[0] ?? '').slice(0, 30)
        expect(JSON.stringify(await source.getPage(post.id))).toContain(secret)
        expect(JSON.stringify(detail)).not.toContain(secret)
        expect(JSON.stringify(detail)).not.toContain(front.password)
      } else {
        expect(Object.keys(detail.recordMap!.block)[0]).toBe(post.id)
      }
    }
    expect(logs).toEqual([])
  })

  test('search finds drafts and locked text; filtered, only listed posts remain', async () => {
    const draft = content.find((f) => f.status === 'Draft' && f.body.trim())
    const phrase = (draft?.body ?? '').replace(/[*_`[\]]/g, '').split(/[.!?]/)[0]!.trim().split(' ').slice(0, 4).join(' ')
    const raw = await source.search({ query: phrase, ancestorId: rootPageId })
    expect(raw.total).toBeGreaterThan(0)
    expect(filterSearchResults(raw, site).total).toBe(0)

    const published = site.posts.find((p) => !p.lock)!
    const hits = filterSearchResults(await source.search({ query: published.title, ancestorId: rootPageId }), site)
    expect(hits.results.map((r) => r.id)).toContain(published.id)
  })

  test('getSiteData() with no Notion settings serves the bundled demo', async () => {
    const saved = { ...process.env }
    for (const key of ['NOTION_PAGE_ID', 'NOTION_SNAPSHOT_DIR', 'NEXT_PHASE']) delete process.env[key]
    try {
      const data = await getSiteData({ mapOptions: { ...DEFAULT_MAP_OPTIONS, log: () => {} } })
      expect(data.siteInfo.rootPageId).toBe(rootPageId)
      expect(data.posts.map((p) => p.id)).toEqual(site.posts.map((p) => p.id))
      expect(await getSiteData({ mapOptions: { ...DEFAULT_MAP_OPTIONS, log: () => {} } })).toBe(data)
    } finally {
      process.env = saved
    }
  })
})
