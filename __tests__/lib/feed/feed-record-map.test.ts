import type { ExtendedRecordMap } from 'notion-types'
import { getBlockValue } from 'notion-utils'
import { feedRecordMap, HEAVY_BLOCK_KINDS } from '@/lib/feed/feed-record-map'
import { NOTION_BODY_ROOT_ID } from '@/lib/notion/render/notion-body-record-map'

const PAGE = '00000000-0000-4000-8000-000000000001'
const POST_URL = 'https://blog.example.com/article/hello'

function recordMap(children: Array<{ id: string; type: string; format?: Record<string, unknown>; properties?: Record<string, unknown> }>): ExtendedRecordMap {
  const block: ExtendedRecordMap['block'] = {
    [PAGE]: { role: 'reader', value: { id: PAGE, type: 'page', content: children.map((child) => child.id), parent_id: 'db', parent_table: 'collection', alive: true } } as never
  }
  for (const child of children) block[child.id] = { role: 'reader', value: { parent_id: PAGE, parent_table: 'block', alive: true, ...child } } as never
  return { block, collection: {}, collection_view: {}, collection_query: {}, notion_user: {}, signed_urls: {} } as ExtendedRecordMap
}

describe('feedRecordMap', () => {
  it('replaces each block a reader cannot run by a paragraph linking to the post, labelled by its kind', () => {
    const map = feedRecordMap(
      recordMap([
        { id: 'text', type: 'text', properties: { title: [['Hello']] } },
        { id: 'video', type: 'video', format: { display_source: 'https://youtube.com/embed/x' } },
        { id: 'db', type: 'collection_view', format: {} },
        { id: 'pdf', type: 'pdf', properties: { source: [['/a.pdf']] } }
      ]),
      PAGE,
      POST_URL,
      (kind) => `${kind} in the post`
    )
    const value = (id: string) => getBlockValue(map.block[id]) as { type: string; properties?: { title?: unknown } }
    expect(value('text')).toMatchObject({ type: 'text', properties: { title: [['Hello']] } })
    expect(value('video')).toMatchObject({ type: 'text', properties: { title: [['video in the post', [['a', POST_URL]]]] } })
    expect(value('db').properties?.title).toEqual([['database in the post', [['a', POST_URL]]]])
    expect(value('pdf').properties?.title).toEqual([['pdf in the post', [['a', POST_URL]]]])
    // Rendering starts from the plain root of the site's renderer, which holds the page's blocks.
    expect(getBlockValue(map.block[NOTION_BODY_ROOT_ID])?.content).toEqual(['text', 'video', 'db', 'pdf'])
  })

  it("makes an icon at a site path absolute, so it draws as an image; emoji and URLs stay", () => {
    const map = feedRecordMap(
      recordMap([
        { id: 'a', type: 'callout', format: { page_icon: '/demo/icons/lamp.svg' }, properties: { title: [['Note']] } },
        { id: 'b', type: 'callout', format: { page_icon: '💡' }, properties: { title: [['Tip']] } }
      ]),
      PAGE,
      POST_URL,
      () => ''
    )
    expect((getBlockValue(map.block.a)?.format as { page_icon?: string }).page_icon).toBe('https://blog.example.com/demo/icons/lamp.svg')
    expect((getBlockValue(map.block.b)?.format as { page_icon?: string }).page_icon).toBe('💡')
  })

  it('names a kind for every block that needs a player, a frame or a script', () => {
    expect(Object.keys(HEAVY_BLOCK_KINDS).sort()).toEqual(['audio', 'codepen', 'collection_view', 'embed', 'excalidraw', 'figma', 'gist', 'maps', 'pdf', 'replit', 'tweet', 'typeform', 'video'])
  })
})
