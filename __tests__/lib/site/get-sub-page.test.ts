/**
 * Sub-pages of the demo workspace: `every-block` holds "A page inside this page", which holds "A
 * page one level deeper"; the locked letter holds "A note inside the letter". Only the first two
 * are ever served, and only below their own post.
 */
import path from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import { createSnapshotSource } from '@/lib/notion/snapshot-source'
import { createSiteLoader } from '@/lib/site/create-site-loader'
import type { LoadedSiteData } from '@/lib/site/types'
import { getSubPage, type SubPageReaders } from '@/lib/site/get-sub-page'
import { createKnownSubPages } from '@/lib/site/known-sub-pages'
import { DEFAULT_MAP_OPTIONS } from '@/lib/site/map-options'
import { recordMapOf } from '../../fixtures/record-map'

const SUB_PAGE = 'b4e8bf6f74c1492d90c90367a4feb691'
const DEEPER = '569fe45acd9f43eb912235fdc0f95087'
const LOCKED_NOTE = '87a1092c742a4d9d83605b5e7240fdcf'
const DRAFT = 'c416ae9f-8a3b-4e2c-8a55-de5fc38c743e'
const SHELF_ROW_TITLE = 'Thinking in Systems'

const source = createSnapshotSource(path.resolve('scripts/demo/snapshot'))
const loader = createSiteLoader({
  getSource: () => source,
  getRootPageId: () => '3b5aa470-0935-4d2e-bc0e-bb5464ce3a72',
  mapOptions: { ...DEFAULT_MAP_OPTIONS, log: () => {} },
  revalidateSeconds: 5,
  buildCache: null,
  log: () => {}
})

let site: LoadedSiteData
const fetched: string[] = []
const logs: string[] = []
const readers: SubPageReaders = {
  getPage: (id) => {
    fetched.push(id)
    return source.getPage(id)
  },
  getPostDetail: (post) => loader.getPostDetail(post),
  log: (message) => logs.push(message)
}

beforeAll(async () => {
  site = await loader.getSiteData()
})
beforeEach(() => {
  fetched.length = 0
  logs.length = 0
})

const blockIds = (map: ExtendedRecordMap | null) => Object.keys(map?.block ?? {})

describe('getSubPage', () => {
  it("serves a post's child page as a Page at the post's href and its id", async () => {
    const found = await getSubPage(site, ['article', 'every-block', SUB_PAGE], readers)
    expect(found?.parent.slug).toBe('every-block')
    const detail = found?.detail
    expect(detail).toMatchObject({ title: 'A page inside this page', pageIcon: '📄', type: 'Page', lock: false, comment: 'Hide' })
    expect(detail?.href).toBe(`/article/every-block/${SUB_PAGE}`)
    expect(detail?.toc.map((item) => item.text)).toEqual(['What a sub-page shows', 'Where it lives', 'Who can read it'])
    // The page comes first (the renderer takes the first block as the page), its way up after it.
    expect(blockIds(detail?.recordMap ?? null)[0]).toBe('b4e8bf6f-74c1-492d-90c9-0367a4feb691')
    expect(blockIds(detail?.recordMap ?? null)).toContain(found?.parent.id)
  })

  it("sends the post's title only, never its other columns or blocks", async () => {
    const found = await getSubPage(site, ['article', 'every-block', SUB_PAGE], readers)
    const postRecord = found?.detail.recordMap?.block[found.parent.id] as { value: { properties?: object; content?: unknown } }
    expect(Object.keys(postRecord.value.properties ?? {})).toEqual(['title'])
    expect(postRecord.value.content).toBeUndefined()
    const json = JSON.stringify(found?.detail)
    expect(json).not.toContain('This page is a specimen sheet')
  })

  it('serves a page two levels down: the post holds the level between', async () => {
    const found = await getSubPage(site, ['article', 'every-block', DEEPER], readers)
    expect(found?.detail.title).toBe('A page one level deeper')
    expect(found?.detail.href).toBe(`/article/every-block/${DEEPER}`)
    expect(fetched).toEqual(['569fe45a-cd9f-43eb-9122-35fdc0f95087'])
    expect(found?.detail.recordMap?.block['b4e8bf6f-74c1-492d-90c9-0367a4feb691']).toBeDefined()
  })

  it('fetches a level between that the post does not hold, and walks on', async () => {
    const slimPost: SubPageReaders = {
      ...readers,
      getPostDetail: async (post) => {
        const detail = await loader.getPostDetail(post)
        const block = { ...detail.recordMap!.block }
        delete block['b4e8bf6f-74c1-492d-90c9-0367a4feb691']
        return { ...detail, recordMap: { ...detail.recordMap!, block } }
      }
    }
    const found = await getSubPage(site, ['article', 'every-block', DEEPER], slimPost)
    expect(found?.detail.title).toBe('A page one level deeper')
    expect(fetched).toEqual(['569fe45a-cd9f-43eb-9122-35fdc0f95087', 'b4e8bf6f-74c1-492d-90c9-0367a4feb691'])
  })

  it('serves a row of an inline database in the post', async () => {
    const post = site.allPages.find((p) => p.slug === 'every-block')
    const body = (await loader.getPostDetail(post!)).recordMap!
    const rowId = Object.entries(body.block).find(([, entry]) => JSON.stringify(entry).includes(SHELF_ROW_TITLE))?.[0]
    const found = await getSubPage(site, ['article', 'every-block', rowId!], readers)
    expect(found?.detail.title).toBe(SHELF_ROW_TITLE)
  })

  it("answers nothing for a locked post's sub-page, at its own post or another's, without reading it", async () => {
    expect(await getSubPage(site, ['article', 'a-locked-letter', LOCKED_NOTE], readers)).toBeNull()
    expect(fetched).toEqual([])
    expect(await getSubPage(site, ['article', 'every-block', LOCKED_NOTE], readers)).toBeNull()
  })

  it("answers nothing for a sub-page below the wrong post, a post's own id, or any other page", async () => {
    expect(await getSubPage(site, ['article', 'welcome-to-quire', SUB_PAGE], readers)).toBeNull()
    expect(await getSubPage(site, ['article', 'every-block', '9d1c2ab07a5e416ca18131301e53b555'], readers)).toBeNull()
    // Another post, the database itself, an id that exists nowhere.
    const welcome = site.allPages.find((p) => p.slug === 'welcome-to-quire')!
    expect(await getSubPage(site, ['article', 'every-block', welcome.id], readers)).toBeNull()
    expect(await getSubPage(site, ['article', 'every-block', '3b5aa47009354d2ebc0ebb5464ce3a72'], readers)).toBeNull()
    expect(await getSubPage(site, ['article', 'every-block', '0123456789abcdef0123456789abcdef'], readers)).toBeNull()
    expect(logs.join('\n')).toContain('0123456789abcdef0123456789abcdef')
  })

  it("answers nothing below a Draft, or for a Draft's sub-page placed below an open post", async () => {
    const child = 'aaaaaaaa-0000-4000-8000-000000000001'
    const draftChild = recordMapOf({
      [child]: { role: 'reader', value: { id: child, type: 'page', parent_id: DRAFT, parent_table: 'block', alive: true, properties: { title: [['secret']] } } }
    })
    const withDraft: SubPageReaders = { ...readers, getPage: async (id) => (id === DRAFT ? source.getPage(id) : draftChild) }
    expect(await getSubPage(site, ['article', 'half-finished-thoughts', 'aaaaaaaa000040008000000000000001'], withDraft)).toBeNull()
    expect(await getSubPage(site, ['article', 'every-block', 'aaaaaaaa000040008000000000000001'], withDraft)).toBeNull()
  })

  it('answers nothing for paths that cannot name a sub-page', async () => {
    expect(await getSubPage(site, [SUB_PAGE], readers)).toBeNull()
    expect(await getSubPage(site, ['article', 'every-block', 'not-an-id'], readers)).toBeNull()
    expect(await getSubPage(site, ['article', 'no-such-post', SUB_PAGE], readers)).toBeNull()
    expect(fetched).toEqual([])
  })
})

describe('ids checked against what the site knows of the post before any request (issue 37, finding 3)', () => {
  const withKnown = () => {
    const walked: string[] = []
    const knownSubPages = createKnownSubPages({ getPage: (id) => (walked.push(id), source.getPage(id)) })
    return { readers: { ...readers, knownSubPages }, walked }
  }

  it('20 random ids below an open post: no page fetched for them, one bounded walk of the known sub-pages', async () => {
    const { readers: checked, walked } = withKnown()
    for (let i = 0; i < 20; i++) {
      const id = `${i.toString(16).padStart(2, '0')}23456789abcdef0123456789abcdef`
      expect(await getSubPage(site, ['article', 'every-block', id], checked)).toBeNull()
    }
    expect(fetched).toEqual([])
    // The walk opens the post's sub-pages once (database rows are not opened), whatever was asked.
    expect(walked.length).toBeGreaterThan(0)
    expect(walked.length).toBeLessThanOrEqual(25)
    expect(new Set(walked).size).toBe(walked.length)
  })

  it('a child page is served without a walk, a deeper one after it, and both fetch only themselves', async () => {
    const { readers: checked, walked } = withKnown()
    expect((await getSubPage(site, ['article', 'every-block', SUB_PAGE], checked))?.detail.title).toBe('A page inside this page')
    expect(walked).toEqual([])
    expect((await getSubPage(site, ['article', 'every-block', DEEPER], checked))?.detail.title).toBe('A page one level deeper')
    expect(fetched).toEqual(['b4e8bf6f-74c1-492d-90c9-0367a4feb691', '569fe45a-cd9f-43eb-9122-35fdc0f95087'])
  })
})
