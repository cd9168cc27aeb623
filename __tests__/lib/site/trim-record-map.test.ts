import type { ExtendedRecordMap } from 'notion-types'
import { getBlockValue } from 'notion-utils'
import { trimRecordMap } from '@/lib/site/trim-record-map'
import { recordMapOf } from '../../fixtures/record-map'

const BLOG = 'blog-collection'
const OTHER = 'inline-collection'

function entry(value: Record<string, unknown>) {
  return { spaceId: 's', value: { value, role: 'reader' } }
}

function map(): ExtendedRecordMap {
  return recordMapOf({
      post: entry({ id: 'post', type: 'page', parent_table: 'collection', parent_id: BLOG, content: ['text', 'linked'], properties: { title: [['Open post']], pw: [['secret-pass']], sum: [['summary']] } }),
      text: entry({ id: 'text', type: 'text', parent_id: 'post', properties: { title: [['Hello']] } }),
      linked: entry({ id: 'linked', type: 'page', parent_table: 'collection', parent_id: BLOG, properties: { title: [['Locked']], pw: [['other-secret']] } }),
      row: entry({ id: 'row', type: 'page', parent_table: 'collection', parent_id: OTHER, properties: { title: [['Row']], col: [['shown']] } }),
      elsewhere: entry({ id: 'elsewhere', type: 'text', parent_id: 'x', properties: { title: [['Not on this page']] } })
    })
}

describe('trimRecordMap', () => {
  it('keeps the page first and only its own blocks', () => {
    const trimmed = trimRecordMap(map(), 'post')
    expect(Object.keys(trimmed.block)[0]).toBe('post')
    expect(trimmed.block.elsewhere).toBeUndefined()
    expect(trimmed.block.text).toBeDefined()
  })

  it('cuts blog rows down to their title, so no password column leaves the server', () => {
    const json = JSON.stringify(trimRecordMap(map(), 'post'))
    expect(json).not.toContain('secret-pass')
    expect(json).not.toContain('other-secret')
    expect(json).toContain('Open post')
  })

  it('drops the fields no page reads (workspace ids, table names, edit counters) and keeps what the renderer reads', () => {
    const source = map()
    const text = (source.block.text as unknown as { value: { value: Record<string, unknown> } }).value.value
    Object.assign(text, { space_id: 'space', version: 7, created_by_table: 'notion_user', created_by_id: 'u1', last_edited_by_table: 'notion_user', last_edited_by_id: 'u2', created_time: 1, last_edited_time: 2, alive: true })
    const trimmed = trimRecordMap(source, 'post')
    const json = JSON.stringify(trimmed.block)
    for (const gone of ['space_id', 'spaceId', '"version"', 'created_by_table', 'last_edited_by_table']) expect(json).not.toContain(gone)
    expect(trimmed.block.text).toEqual({
      role: 'reader',
      value: { id: 'text', type: 'text', parent_id: 'post', properties: { title: [['Hello']] }, created_by_id: 'u1', last_edited_by_id: 'u2', created_time: 1, last_edited_time: 2, alive: true }
    })
    expect(getBlockValue(trimmed.block.post)?.id).toBe('post')
  })
})

