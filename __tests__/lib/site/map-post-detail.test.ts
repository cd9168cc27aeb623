import { mapPostDetail } from '@/lib/site/map-post-detail'
import { DEFAULT_MAP_OPTIONS } from '@/lib/site/map-options'
import { mapSiteData } from '@/lib/site/map-site-data'
import type { SitePost } from '@/lib/site/types'
import { buildPage, buildWorkspace, newId, wrap, type RowSpec } from './fixtures/blog-workspace'

function sitePost(row: RowSpec): SitePost {
  const { recordMap, rootId } = buildWorkspace([{ type: 'Post', status: 'Published', slug: 's', title: 'T', ...row }])
  const post = mapSiteData(recordMap, rootId, DEFAULT_MAP_OPTIONS).posts[0]
  if (!post) throw new Error('no post')
  return post
}

const OUTLINE = [
  { type: 'header', text: 'One' },
  { type: 'text', text: 'body' },
  { type: 'sub_header', text: 'One.a' },
  { type: 'column_list', children: [{ type: 'column', children: [{ type: 'sub_sub_header', text: 'In a column' }] }] },
  { type: 'toggle', text: 'closed', children: [{ type: 'header', text: 'Inside a toggle' }] },
  { type: 'sub_header', text: '' }
]

describe('the table of contents', () => {
  test.each(['old', 'current'] as const)('headings at fixed levels 0, 1, 2, through columns (%s format)', (format) => {
    const id = newId()
    const detail = mapPostDetail(sitePost({ id }), buildPage(id, OUTLINE, { format }))
    expect(detail.toc.map(({ text, indentLevel }) => [text, indentLevel])).toEqual([
      ['One', 0],
      ['One.a', 1],
      ['In a column', 2]
    ])
    for (const item of detail.toc) expect(detail.recordMap?.block[item.id]).toBeDefined()
  })

  test('a page of only sub-headers keeps level 1 (spec levels, not re-based)', () => {
    const id = newId()
    const detail = mapPostDetail(sitePost({ id }), buildPage(id, [{ type: 'sub_header', text: 'A' }]))
    expect(detail.toc).toEqual([{ id: expect.any(String), text: 'A', indentLevel: 1 }])
  })
})

describe('a locked post', () => {
  test('has no content, no outline and no password', () => {
    const id = newId()
    const detail = mapPostDetail(sitePost({ id, password: 'hunter2' }), buildPage(id, OUTLINE))
    expect(detail.lock).toBe(true)
    expect(detail.recordMap).toBeNull()
    expect(detail.toc).toEqual([])
    expect(JSON.stringify(detail)).not.toContain('hunter2')
    expect(Object.keys(detail)).not.toContain('password')
  })
})

describe('an open post', () => {
  test('carries no password key and the ext and comment fields', () => {
    const id = newId()
    const detail = mapPostDetail(sitePost({ id, ext: '{"comment":"Hide"}' }), buildPage(id, []))
    expect(Object.keys(detail)).not.toContain('password')
    expect(Object.keys(detail)).not.toContain('parentId')
    expect(detail).toMatchObject({ ext: { comment: 'Hide' }, comment: 'Hide', lock: false })
  })

  test("keeps only the page's own blocks, the page first, and the databases it shows", () => {
    const id = newId()
    const map = buildPage(id, [{ type: 'text', text: 'mine' }, { type: 'page', text: 'a sub-page', children: [{ type: 'text', text: 'not mine' }] }])
    // Blocks of other pages (the blog database, another post) that came along in the record map.
    const stranger = newId()
    map.block[stranger] = wrap({ id: stranger, type: 'text', properties: { title: [['someone else']] }, parent_id: newId(), parent_table: 'block' }, 'current')
    // An inline database on the page, with one row.
    const databaseId = newId()
    const collectionId = newId()
    const viewId = newId()
    const rowId = newId()
    const page = (map.block[id] as unknown as { value: { value: { content: string[] } } }).value.value
    page.content.push(databaseId)
    map.block[databaseId] = wrap({ id: databaseId, type: 'collection_view', collection_id: collectionId, view_ids: [viewId], parent_id: id, parent_table: 'block' }, 'current')
    map.block[rowId] = wrap({ id: rowId, type: 'page', properties: { title: [['row']] }, parent_id: collectionId, parent_table: 'collection' }, 'current')
    map.collection[collectionId] = wrap({ id: collectionId, schema: {} }, 'current')
    map.collection_view[viewId] = wrap({ id: viewId, type: 'table' }, 'current')
    map.collection_query[collectionId] = { [viewId]: { collection_group_results: { type: 'results', blockIds: [rowId], hasMore: false } } as never }
    map.signed_urls = { [stranger]: 'https://signed/stranger', 'attachment:abc:x.png': 'https://signed/nobody-uses-this' }

    const detail = mapPostDetail(sitePost({ id }), map)
    const kept = detail.recordMap!
    expect(Object.keys(kept.block)[0]).toBe(id)
    expect(kept.block[stranger]).toBeUndefined()
    expect(kept.block[databaseId]).toBeDefined()
    expect(kept.block[rowId]).toBeDefined()
    expect(Object.keys(kept.collection)).toEqual([collectionId])
    expect(Object.keys(kept.collection_view)).toEqual([viewId])
    expect(kept.signed_urls).toEqual({})
    const texts = JSON.stringify(kept.block)
    expect(texts).toContain('mine')
    expect(texts).toContain('a sub-page')
    expect(texts).not.toContain('not mine')
  })

  test('no record map: no content, but no crash', () => {
    const detail = mapPostDetail(sitePost({}), null)
    expect(detail.recordMap).toBeNull()
    expect(detail.toc).toEqual([])
  })
})
