import { readFileSync } from 'node:fs'
import type { ExtendedRecordMap } from 'notion-types'
import { listCollectionRowIds } from '@/lib/notion/list-collection-row-ids'
import { describeWithRecordings, recordingPath } from '../../fixtures/recordings'

describeWithRecordings('a real grouped database (jack-h-park)', () => {
  test('grouped views (results per group) give every row once', () => {
    const { recordMap } = JSON.parse(readFileSync(recordingPath('jack-h-park/recordMap.json'), 'utf8')) as { recordMap: ExtendedRecordMap }
    for (const [collectionId, views] of Object.entries(recordMap.collection_query)) {
      const ids = listCollectionRowIds(recordMap, collectionId, Object.keys(views))
      expect(ids.length).toBeGreaterThan(0)
      expect(new Set(ids).size).toBe(ids.length)
    }
  })
})

test('the first view sets the order; rows only another view returns follow', () => {
  const map = {
    block: {},
    collection_query: {
      c: {
        v2: { collection_group_results: { blockIds: ['b', 'x'] } },
        v1: { collection_group_results: { blockIds: ['c', 'a', 'b'] } }
      }
    }
  } as unknown as ExtendedRecordMap
  expect(listCollectionRowIds(map, 'c', ['v1', 'v2'])).toEqual(['c', 'a', 'b', 'x'])
})

test('legacy query results (blockIds at the top) are read too', () => {
  const map = { block: {}, collection_query: { c: { v: { type: 'table', blockIds: ['a', 'b'] } } } } as unknown as ExtendedRecordMap
  expect(listCollectionRowIds(map, 'c', ['v'])).toEqual(['a', 'b'])
})
