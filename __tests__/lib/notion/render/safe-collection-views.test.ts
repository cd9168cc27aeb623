import type { ExtendedRecordMap } from 'notion-types'
import { safeCollectionViews } from '@/lib/notion/render/safe-collection-views'

function map(format: Record<string, unknown>, wrapped = false): ExtendedRecordMap {
  const view = { id: 'v', type: 'list', format }
  return {
    block: {},
    collection: { c: { role: 'reader', value: { id: 'c', schema: { 'O@yG': { name: 'Status', type: 'status' } } } } },
    collection_view: { v: wrapped ? { spaceId: 's', value: { role: 'reader', value: view } } : { role: 'reader', value: view } },
    notion_user: {},
    collection_query: {},
    signed_urls: {}
  } as unknown as ExtendedRecordMap
}

describe('safeCollectionViews', () => {
  it("turns Notion's { value: null } group into the uncategorized group of its property's type", () => {
    const groups = [{ property: 'O@yG', value: { type: 'status', value: 'Done' } }, { property: 'O@yG', value: null, hidden: false }]
    for (const wrapped of [false, true]) {
      const views = safeCollectionViews(map({ collection_groups: groups }, wrapped))
      const format = (views.v as unknown as { value: { format: { collection_groups: unknown[] } } }).value.format
      expect(format.collection_groups).toEqual([groups[0], { property: 'O@yG', value: { type: 'status' }, hidden: false }])
    }
  })
  it('keeps views that need no change as they are', () => {
    const recordMap = map({ collection_groups: [{ property: 'O@yG', value: { type: 'status', value: 'Done' } }] })
    expect(safeCollectionViews(recordMap)).toBe(recordMap.collection_view)
  })
})
