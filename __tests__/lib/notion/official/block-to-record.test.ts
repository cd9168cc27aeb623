import type { BlockObjectResponse } from '@/lib/notion/official/types'
import { blockToRecord, tableColumnId } from '@/lib/notion/official/block-to-record'
import { pageToBlock } from '@/lib/notion/official/page-to-block'
import { readIcon, readMedia } from '@/lib/notion/official/read-official-file'

const richText = (content: string) => [{ type: 'text', text: { content, link: null }, plain_text: content, href: null, annotations: { bold: false, italic: false, strikethrough: false, underline: false, code: false, color: 'default' } }]

function block(type: string, content: object, extra: object = {}): BlockObjectResponse {
  return {
    object: 'block',
    id: 'b1',
    parent: { type: 'page_id', page_id: 'p1' },
    created_time: '2026-01-01T00:00:00.000Z',
    last_edited_time: '2026-01-02T00:00:00.000Z',
    created_by: { object: 'user', id: 'u' },
    last_edited_by: { object: 'user', id: 'u' },
    has_children: false,
    in_trash: false,
    archived: false,
    type,
    [type]: content,
    ...extra
  } as unknown as BlockObjectResponse
}

const record = (type: string, content: object) => {
  const converted = blockToRecord(block(type, content))
  if ('skipped' in converted) throw new Error(converted.skipped)
  return converted.value
}

test('text blocks: the kind react-notion-x draws, the text as title, a colour as block_color', () => {
  expect(record('paragraph', { rich_text: richText('Hi'), color: 'default', icon: null })).toMatchObject({ type: 'text', properties: { title: [['Hi']] } })
  expect(record('paragraph', { rich_text: richText('Hi'), color: 'gray', icon: null }).format).toEqual({ block_color: 'gray' })
  expect(record('heading_1', { rich_text: richText('H'), color: 'default', is_toggleable: false }).type).toBe('header')
  expect(record('heading_2', { rich_text: richText('H'), color: 'default', is_toggleable: true })).toMatchObject({ type: 'sub_header', format: { toggleable: true } })
  expect(record('heading_3', { rich_text: richText('H'), color: 'default', is_toggleable: false }).type).toBe('sub_sub_header')
  expect(record('bulleted_list_item', { rich_text: richText('a'), color: 'default' }).type).toBe('bulleted_list')
  expect(record('numbered_list_item', { rich_text: richText('a'), color: 'default' }).type).toBe('numbered_list')
  expect(record('to_do', { rich_text: richText('a'), color: 'default', checked: true }).properties).toEqual({ title: [['a']], checked: [['Yes']] })
  expect(record('callout', { rich_text: richText('c'), color: 'yellow_background', icon: { type: 'emoji', emoji: '💡' } }).format).toEqual({ block_color: 'yellow_background', page_icon: '💡' })
})

test('its place and times: the parent, edit times in ms, and a block in the trash as not alive', () => {
  expect(record('divider', {})).toMatchObject({ id: 'b1', type: 'divider', parent_id: 'p1', parent_table: 'block', created_time: Date.UTC(2026, 0, 1), last_edited_time: Date.UTC(2026, 0, 2), alive: true })
})

test('code, equations, columns and tables', () => {
  expect(record('code', { rich_text: richText('let a'), caption: [], language: 'typescript' }).properties).toEqual({ title: [['let a']], language: [['typescript']] })
  expect(record('equation', { expression: 'x^2' }).properties).toEqual({ title: [['x^2']] })
  expect(record('column', { width_ratio: 0.6 }).format).toEqual({ column_ratio: 0.6 })
  expect(record('table', { table_width: 2, has_column_header: true, has_row_header: false }).format).toEqual({
    table_block_column_order: [tableColumnId(0), tableColumnId(1)],
    table_block_column_header: true,
    table_block_row_header: false
  })
  expect(record('table_row', { cells: [richText('a'), []] }).properties).toEqual({ [tableColumnId(0)]: [['a']] })
})

test('media: the source and caption; a Notion-hosted file notes when its signed URL expires', () => {
  expect(record('image', { type: 'external', external: { url: 'https://a.example/x.png' }, caption: richText('cap') }).properties).toEqual({ source: [['https://a.example/x.png']], caption: [['cap']] })
  const hosted = blockToRecord(block('file', { type: 'file', file: { url: 'https://s3.example/f.pdf?sig', expiry_time: '2026-01-01T01:00:00.000Z' }, caption: [], name: 'f.pdf' }))
  expect(hosted).toMatchObject({ value: { type: 'file', properties: { source: [['https://s3.example/f.pdf?sig']], title: [['f.pdf']] } }, expiresAt: Date.UTC(2026, 0, 1, 1) })
})

test('embeds of tweets, gists and maps become those kinds; any other stays an embed', () => {
  const embed = (url: string) => record('embed', { url, caption: [] }).type
  expect(embed('https://twitter.com/jack/status/20')).toBe('tweet')
  expect(embed('https://x.com/jack/status/20')).toBe('tweet')
  expect(embed('https://gist.github.com/octocat/9257657')).toBe('gist')
  expect(embed('https://www.google.com/maps/place/Kew')).toBe('maps')
  expect(embed('https://example.com/frame')).toBe('embed')
  expect(embed('/demo/embed.html')).toBe('embed')
})

test('links, synced blocks, sub-pages and databases', () => {
  expect(record('bookmark', { url: 'https://a.example', caption: [] }).properties).toEqual({ link: [['https://a.example']] })
  expect(record('link_to_page', { type: 'page_id', page_id: 'p9' })).toMatchObject({ type: 'alias', format: { alias_pointer: { id: 'p9', table: 'block' } } })
  expect(record('synced_block', { synced_from: { type: 'block_id', block_id: 'o1' } }).type).toBe('transclusion_container')
  expect(record('child_page', { title: 'Sub' })).toMatchObject({ type: 'page', properties: { title: [['Sub']] } })
  expect(record('child_database', { title: 'Shelf' }).type).toBe('collection_view')
})

test('kinds with no record-map form come back as the reason they are skipped', () => {
  expect(blockToRecord(block('unsupported', { block_type: 'drive' }))).toEqual({ skipped: 'a "drive" block, which the official API does not give' })
  expect(blockToRecord(block('breadcrumb', {}))).toEqual({ skipped: 'a "breadcrumb" block, which Quire does not draw from the official API' })
  expect(blockToRecord(block('link_to_page', { type: 'comment_id', comment_id: 'c1' }))).toEqual({ skipped: 'a link to a comment' })
})

test('icons and files: an emoji as itself, an image by its address, a hosted file with its expiry', () => {
  expect(readIcon({ type: 'emoji', emoji: '🧱' })).toEqual({ url: '🧱' })
  expect(readIcon({ type: 'external', external: { url: '/icon.svg' } })).toEqual({ url: '/icon.svg' })
  expect(readIcon(null)).toBeUndefined()
  expect(readMedia({ type: 'file', file: { url: 'https://s3/x', expiry_time: 'not a time' } })).toEqual({ url: 'https://s3/x' })
})

test('a row page: its columns keyed by decoded id, its icon and cover, its collection as parent', () => {
  const converted = pageToBlock({
    object: 'page',
    id: 'r1',
    created_time: '2026-01-01T00:00:00.000Z',
    last_edited_time: '2026-01-01T00:05:00.000Z',
    in_trash: false,
    archived: false,
    is_archived: false,
    is_locked: false,
    url: '',
    public_url: null,
    parent: { type: 'data_source_id', data_source_id: 'ds1', database_id: 'db1' },
    properties: { type: { id: 'vTk%7E', type: 'select', select: { id: 'o', name: 'Post', color: 'blue' } }, title: { id: 'title', type: 'title', title: richText('Hello') } },
    icon: { type: 'emoji', emoji: '👋' },
    cover: { type: 'file', file: { url: 'https://s3/c.png', expiry_time: '2026-01-01T01:00:00.000Z' } },
    created_by: { object: 'user', id: 'u' },
    last_edited_by: { object: 'user', id: 'u' }
  } as never)
  expect(converted).toEqual({
    value: {
      id: 'r1',
      type: 'page',
      properties: { 'vTk~': [['Post']], title: [['Hello']] },
      format: { page_icon: '👋', page_cover: 'https://s3/c.png' },
      parent_id: 'ds1',
      parent_table: 'collection',
      created_time: Date.UTC(2026, 0, 1),
      last_edited_time: Date.UTC(2026, 0, 1, 0, 5),
      alive: true
    },
    expiresAt: Date.UTC(2026, 0, 1, 1)
  })
})
