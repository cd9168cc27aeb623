import type { ExtendedRecordMap } from 'notion-types'
import { notionParts } from '@/lib/notion/render/notion-parts'
import { recordMapOf } from '../../../fixtures/record-map'

function recordMap(blocks: Array<Record<string, unknown>>): ExtendedRecordMap {
  return recordMapOf(Object.fromEntries(blocks.map((value) => [value.id as string, { role: 'reader', value }])))
}

describe('notionParts', () => {
  it('needs nothing heavy for plain text', () => {
    const map = recordMap([
      { id: 'p', type: 'page', parent_table: 'collection' },
      { id: 't', type: 'text', properties: { title: [['hello', [['b']]]] } }
    ])
    expect(notionParts(map, 'p')).toEqual({ code: false, equation: false, collection: false, pdf: false, image: false })
  })
  it('finds code, equation, pdf and inline database blocks', () => {
    const map = recordMap([
      { id: 'c', type: 'code' },
      { id: 'e', type: 'equation' },
      { id: 'f', type: 'pdf' },
      { id: 'v', type: 'collection_view' },
      { id: 'i', type: 'image' }
    ])
    expect(notionParts(map)).toEqual({ code: true, equation: true, collection: true, pdf: true, image: true })
  })
  it('finds an inline equation in rich text', () => {
    const map = recordMap([{ id: 't', type: 'text', properties: { title: [['see '], ['⁍', [['e', 'x^2']]]] } }])
    expect(notionParts(map).equation).toBe(true)
  })
  it('reads the current nested record format', () => {
    const map = {
      ...recordMap([]),
      block: { c: { spaceId: 's', value: { value: { id: 'c', type: 'code' }, role: 'reader' } } }
    } as unknown as ExtendedRecordMap
    expect(notionParts(map).code).toBe(true)
  })
  it('skips the page block itself and survives an empty map', () => {
    expect(notionParts(recordMap([{ id: 'p', type: 'collection_view_page' }]), 'p').collection).toBe(false)
    expect(notionParts(null).code).toBe(false)
  })
})
