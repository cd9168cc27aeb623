import { readFileSync } from 'node:fs'
import { createSchemaReader } from '@/lib/site/create-schema-reader'
import { readRecord, type RawCollection } from '@/lib/notion/read-record'
import { describeWithRecordings, recordingPath } from '../../fixtures/recordings'

describeWithRecordings('a real collection (kjk, old format)', () => {
  test('reads real date and text columns of a recorded collection', () => {
    const file = recordingPath('kjk-notionapi/44f1a38eefe94336907c7576ef4dd19b.02.queryCollection.response.json')
    const { recordMap, result } = JSON.parse(readFileSync(file, 'utf8'))
    const collectionId = Object.keys(recordMap.collection)[0] as string
    const reader = createSchemaReader(readRecord<RawCollection>(recordMap.collection, collectionId))
    const rows = (result.reducerResults.collection_group_results.blockIds as string[]).map((id) => readRecord(recordMap.block, id))
    const dates = rows.map((row) => (row ? reader.date(row, 'Release Date')?.start_date : undefined)).filter(Boolean)
    expect(dates).toContain('2003-07-29')
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(rows.map((row) => (row ? reader.text(row, 'Version') : ''))).toContain('2.3')
  })
})

test('matches column names loosely and splits multi-selects', () => {
  const reader = createSchemaReader({
    id: 'c',
    schema: { title: { name: '\uFEFFName ', type: 'title' }, t: { name: 'Tags', type: 'multi_select', options: [{ value: 'x', color: 'red' }, { value: 'y' }] } }
  })
  const row = { id: 'r', properties: { title: [['Hi ', [['b']]], ['there']], t: [['x, y,x']] } } as never
  expect(reader.title(row, 'name')).toBe('Hi there')
  expect(reader.title(row, 'no such column')).toBe('Hi there')
  expect(reader.values(row, 'tags')).toEqual(['x', 'y'])
  expect(reader.options('Tags')).toEqual([
    { value: 'x', color: 'red' },
    { value: 'y', color: 'default' }
  ])
  expect(reader.text(row, 'missing')).toBe('')
  expect(reader.date(row, 'missing')).toBeNull()
})
