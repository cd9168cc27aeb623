/**
 * Post previews (POST_LIST_PREVIEW) from the demo workspace's real block shapes
 * (scripts/demo/snapshot): what a list card is given of a post's opening, and that nothing of a
 * locked post ever is.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import { createSnapshotSource } from '@/lib/notion/snapshot-source'
import { attachPostPreviews } from '@/lib/site/attach-post-previews'
import { getPostPreview, toPreviewSpans } from '@/lib/site/get-post-preview'
import type { LoadedSiteData, PreviewBlock, SitePost } from '@/lib/site/types'
import { DEFAULT_CONFIG } from '@/lib/config'
import { listPreviewsOn, pageOfPostsWithPreviews } from '@/lib/static-props/list-props'
import type { ServerContext } from '@/lib/static-props/server-context'
import type { ThemeManifest } from '@/lib/themes/manifest'
import { snapshotSiteLoader } from '../../fixtures/demo-site-loader'

const SNAPSHOT = path.resolve('scripts/demo/snapshot')
const hasDemo = existsSync(path.join(SNAPSHOT, 'manifest.json'))

/** What a block says, for short expectations: its kind and its text. */
function outline(blocks: readonly PreviewBlock[]): string[] {
  return blocks.map((block) => (block.kind === 'image' ? `image ${block.src}` : `${block.kind} ${block.spans.map((span) => span.text).join('')}`))
}

if (!hasDemo) {
  describe.skip('post previews from the demo workspace', () => {
    test(`needs the demo snapshot, absent at ${SNAPSHOT}: run npm run demo`, () => {})
  })
}

;(hasDemo ? describe : describe.skip)('post previews from the demo workspace', () => {
  const source = createSnapshotSource(SNAPSHOT)
  const logs: string[] = []
  const loader = snapshotSiteLoader(source, SNAPSHOT, logs)
  let site: LoadedSiteData
  beforeAll(async () => {
    site = await loader.getSiteData()
  })
  const post = (slug: string): SitePost => {
    const found = site.allPages.find((page) => page.slug === slug)
    if (!found) throw new Error(`no demo post ${slug}`)
    return found
  }
  /** A post's own blocks as the loader holds them (the page the sync fetched). */
  const blocksOf = async (slug: string): Promise<ExtendedRecordMap> => {
    const detail = await loader.getPostDetail(post(slug))
    if (!detail.recordMap) throw new Error(`no blocks for ${slug}`)
    return detail.recordMap
  }
  /** A post's page as the source has it, lock or not: what a careless preview would read. */
  const rawPage = (slug: string) => source.getPage(post(slug).id)

  test('text with its marks and links, and headings of three sizes, in order, up to the line count', async () => {
    const preview = getPostPreview(await blocksOf('every-block'), post('every-block').id, 6)
    // The table of contents block that opens the page has no words: skipped, not counted.
    expect(outline(preview).map((line) => line.split(' ')[0])).toEqual(['text', 'h1', 'text', 'h2', 'text', 'h3'])
    expect(outline(preview)[1]).toBe('h1 Text and headings')
    const marked = preview[2]
    if (marked?.kind === 'image' || !marked) throw new Error('the third block is text')
    expect(marked.spans).toEqual(
      expect.arrayContaining([
        { text: 'bold', marks: 'b' },
        { text: 'italic', marks: 'i' },
        { text: 'inline code', marks: 'c' },
        { text: 'links', href: 'https://www.notion.com' }
      ])
    )
  })

  test('bulleted and numbered list items, a quote, and one image with its proportions', async () => {
    expect(outline(getPostPreview(await blocksOf('a-reading-list'), post('a-reading-list').id, 3)).map((line) => line.split(' ')[0])).toEqual(['text', 'bullet', 'bullet'])
    expect(outline(getPostPreview(await blocksOf('editing-with-a-cold-eye'), post('editing-with-a-cold-eye').id, 4)).map((line) => line.split(' ')[0])).toEqual(['text', 'text', 'number', 'number'])
    expect(outline(getPostPreview(await blocksOf('the-first-draft-is-for-you'), post('the-first-draft-is-for-you').id, 3))[2]).toMatch(/^quote \S/)
    const habits = getPostPreview(await blocksOf('three-small-habits'), post('three-small-habits').id, 6)
    expect(habits[1]).toEqual({ kind: 'image', src: '/demo/images/workflow.svg', alt: 'Capture, draft, ship', ratio: expect.any(Number) })
    expect(habits.filter((block) => block.kind === 'image')).toHaveLength(1)
  })

  test('no more blocks than asked, none for 0, and never more than 12 whatever the setting', async () => {
    const blocks = await blocksOf('every-block')
    const id = post('every-block').id
    expect(getPostPreview(blocks, id, 2)).toHaveLength(2)
    expect(getPostPreview(blocks, id, 0)).toEqual([])
    expect(getPostPreview(blocks, id, 500).length).toBeLessThanOrEqual(12)
  })

  test('a locked post gives a list nothing of its text, even when its blocks are at hand', async () => {
    const locked = post('a-locked-letter')
    expect(locked.lock).toBe(true)
    const secret = 'If you are reading this, you typed the password'
    // The loader handed every page's blocks, the locked one's included: the list layer itself refuses.
    const loadBlocks = async (entry: SitePost) => ({ lock: false, recordMap: await source.getPage(entry.id) })
    expect(JSON.stringify(await rawPage('a-locked-letter'))).toContain(secret)
    const listed = await attachPostPreviews(site, site.posts, { lines: 6, loadBlocks })
    const card = listed.find((entry) => entry.id === locked.id)
    expect(card).toBeDefined()
    expect(card?.preview).toBeUndefined()
    expect(JSON.stringify(listed)).not.toContain(secret)
    // And the open posts do get theirs.
    expect(listed.filter((entry) => entry.preview).length).toBeGreaterThan(10)
  })

  test('a list page carries previews only with POST_LIST_PREVIEW and the theme switch both on, and never a locked post\'s', async () => {
    const theme = { postListPreviewKey: 'MEDIUM_POST_LIST_PREVIEW' } as ThemeManifest
    const ctx = (site: LoadedSiteData, on: boolean, themeOn: boolean) =>
      ({ site, locale: null, theme, config: { ...DEFAULT_CONFIG, POSTS_PER_PAGE: 1000, POST_LIST_PREVIEW: on, MEDIUM_POST_LIST_PREVIEW: themeOn } }) as unknown as ServerContext
    const loadBlocks = async (entry: SitePost) => ({ lock: false, recordMap: await source.getPage(entry.id) })
    expect(listPreviewsOn(ctx(site, true, true))).toBe(true)
    expect(listPreviewsOn(ctx(site, false, true))).toBe(false)
    expect(listPreviewsOn(ctx(site, true, false))).toBe(false)
    expect(listPreviewsOn({ ...ctx(site, true, true), theme: {} as ThemeManifest })).toBe(false)
    const off = await pageOfPostsWithPreviews(ctx(site, false, true), site.posts, 1, '/', loadBlocks)
    expect(off?.posts.some((entry) => entry.preview)).toBe(false)
    const on = await pageOfPostsWithPreviews(ctx(site, true, true), site.posts, 1, '/', loadBlocks)
    expect(on?.posts.some((entry) => entry.preview)).toBe(true)
    const locked = on?.posts.filter((entry) => entry.lock) ?? []
    expect(locked.length).toBeGreaterThan(0)
    expect(locked.every((entry) => entry.preview === undefined)).toBe(true)
    expect(JSON.stringify(on)).not.toContain('you typed the password')
    // Only the compact preview travels: no block ids, no record map.
    expect(JSON.stringify(on)).not.toMatch(/"(block|content|parent_id|properties)":/)
  })

  test('a page that cannot be read keeps its summary and is logged; the list still builds', async () => {
    const messages: string[] = []
    const loadBlocks = async () => Promise.reject(new Error('page cache gone'))
    const listed = await attachPostPreviews({ ...site }, site.posts.slice(0, 3), { lines: 6, loadBlocks, log: (message) => messages.push(message) })
    expect(listed.map((entry) => entry.preview)).toEqual([undefined, undefined, undefined])
    expect(messages[0]).toMatch(/no preview for .*page cache gone/)
  })
})

describe('malformed blocks', () => {
  const page = 'p'
  const map = (block: Record<string, unknown>): ExtendedRecordMap => ({ block, collection: {}, collection_view: {}, notion_user: {}, collection_query: {}, signed_urls: {} }) as unknown as ExtendedRecordMap
  const entry = (value: Record<string, unknown>) => ({ role: 'reader', value })

  test('are skipped: what can be read is kept, nothing throws', () => {
    const blocks = map({
      p: entry({ id: 'p', type: 'page', content: ['gone', 42, 'nul', 'notitle', 'oddtitle', 'dead', 'unknown', 'badimage', 'ok', 'mention'] }),
      nul: null,
      notitle: entry({ id: 'notitle', type: 'text' }),
      oddtitle: entry({ id: 'oddtitle', type: 'text', properties: { title: 'not an array' } }),
      dead: entry({ id: 'dead', type: 'text', alive: false, properties: { title: [['deleted']] } }),
      unknown: entry({ id: 'unknown', type: 'code', properties: { title: [['x = 1']] } }),
      badimage: entry({ id: 'badimage', type: 'image', properties: { source: [['javascript:alert(1)']] } }),
      ok: entry({ id: 'ok', type: 'text', properties: { title: [['kept', [['b'], [7], 'junk', ['a', 'javascript:alert(1)']]], [3], null] } }),
      mention: entry({ id: 'mention', type: 'bulleted_list', properties: { title: [['‣', [['p', 'abc']]], [' and a date '], ['‣', [['d', { start_date: '2026-01-02' }]]]] } })
    })
    expect(getPostPreview(blocks, page, 6)).toEqual([
      { kind: 'text', spans: [{ text: 'kept', marks: 'b' }] },
      { kind: 'bullet', spans: [{ text: ' and a date ' }, { text: '2026-01-02' }] }
    ])
  })

  test('a missing page, a missing map, or a map without blocks is an empty preview', () => {
    expect(getPostPreview(null, page, 6)).toEqual([])
    expect(getPostPreview(map({}), page, 6)).toEqual([])
    expect(getPostPreview({} as ExtendedRecordMap, page, 6)).toEqual([])
  })

  test('long text is cut with an ellipsis, links into the workspace lose their address', () => {
    const spans = toPreviewSpans([['a'.repeat(1000)]])
    expect(spans[0]?.text).toHaveLength(601)
    expect(spans[0]?.text.endsWith('…')).toBe(true)
    expect(toPreviewSpans([['page', [['a', '/0123456789abcdef0123456789abcdef']]]])).toEqual([{ text: 'page' }])
    expect(toPreviewSpans([['   ']])).toEqual([])
  })
})
