import type { ExtendedRecordMap } from 'notion-types'
import { extractRemoteConfig } from '@/lib/site/extract-remote-config'
import { buildPage, newId, text, wrap } from './fixtures/blog-workspace'

/** A config page holding an inline database with the given columns and rows. */
function pageWithDatabase(columns: Array<{ id: string; name: string; type: string }>, rows: Array<Record<string, string>>, format: 'old' | 'current' = 'current'): { map: ExtendedRecordMap; pageId: string } {
  const pageId = newId()
  const viewId = newId()
  const collectionId = newId()
  const databaseId = newId()
  const map = buildPage(pageId, [{ id: databaseId, type: 'collection_view', format: { collection_pointer: { id: collectionId } } }], { format })
  const databaseEntry = map.block[databaseId] as unknown as { value: Record<string, unknown> & { value?: Record<string, unknown> } }
  const database = format === 'old' ? databaseEntry.value : databaseEntry.value.value!
  database.view_ids = [viewId]
  map.collection[collectionId] = wrap({ id: collectionId, schema: Object.fromEntries(columns.map((c) => [c.id, { name: c.name, type: c.type }])) }, format)
  map.collection_view[viewId] = wrap({ id: viewId, type: 'table' }, format)
  const rowIds = rows.map((row) => {
    const id = newId()
    map.block[id] = wrap({ id, type: 'page', parent_id: collectionId, parent_table: 'collection', alive: true, properties: Object.fromEntries(Object.entries(row).map(([k, v]) => [k, text(v)])) }, format)
    return id
  })
  map.collection_query[collectionId] = { [viewId]: { collection_group_results: { type: 'results', blockIds: rowIds, hasMore: false } } as never }
  return { map, pageId }
}

describe.each(['old', 'current'] as const)('a config database (%s format)', (format) => {
  test('enabled rows only; key from the title column; values stay strings', () => {
    const { map, pageId } = pageWithDatabase(
      [
        { id: 'title', name: 'Name', type: 'title' },
        { id: 'v', name: 'Value', type: 'text' },
        { id: 'e', name: 'Enabled', type: 'checkbox' }
      ],
      [
        { title: 'THEME', v: 'hexo', e: 'Yes' },
        { title: 'POSTS_PER_PAGE', v: '6', e: 'Yes' },
        { title: 'AUTHOR', v: 'Nobody', e: 'No' },
        { title: 'LANG', v: 'fr-FR' },
        { title: '', v: 'orphan', e: 'Yes' }
      ],
      format
    )
    expect(extractRemoteConfig(map, pageId)).toEqual({ THEME: 'hexo', POSTS_PER_PAGE: '6' })
  })

  test('the Chinese column names of the reference template', () => {
    const { map, pageId } = pageWithDatabase(
      [
        { id: 'title', name: '配置名', type: 'title' },
        { id: 'v', name: '配置值', type: 'text' },
        { id: 'e', name: '启用', type: 'checkbox' },
        { id: 'n', name: '备注', type: 'text' }
      ],
      [
        { title: 'TITLE', v: '我的博客', e: 'Yes', n: 'note' },
        { title: 'BIO', v: 'off', n: 'disabled' }
      ],
      format
    )
    expect(extractRemoteConfig(map, pageId)).toEqual({ TITLE: '我的博客' })
  })

  test('without an enabled column every row counts', () => {
    const { map, pageId } = pageWithDatabase(
      [
        { id: 'title', name: 'Note', type: 'title' },
        { id: 'k', name: 'key', type: 'text' },
        { id: 'v', name: 'value', type: 'text' }
      ],
      [{ title: 'ignored title', k: 'SINCE', v: '2020' }],
      format
    )
    expect(extractRemoteConfig(map, pageId)).toEqual({ SINCE: '2020' })
  })
})

test('a database without a value column is logged and ignored', () => {
  const { map, pageId } = pageWithDatabase([{ id: 'title', name: 'Name', type: 'title' }], [{ title: 'X' }])
  const logs: string[] = []
  expect(extractRemoteConfig(map, pageId, (m) => logs.push(m))).toEqual({})
  expect(logs[0]).toContain('no value column')
})

function tablePage(rows: string[][], options: { header?: boolean } = {}) {
  const pageId = newId()
  const columns = ['c1', 'c2', 'c3'].slice(0, Math.max(...rows.map((r) => r.length)))
  const map = buildPage(pageId, [
    {
      type: 'table',
      format: { table_block_column_order: columns, ...(options.header && { table_block_column_header: true }) },
      children: rows.map((cells) => ({ type: 'table_row', properties: Object.fromEntries(cells.map((cell, i) => [columns[i], text(cell)])) }))
    }
  ])
  return { map, pageId }
}

describe('a plain table', () => {
  test('[key, value] rows', () => {
    const { map, pageId } = tablePage([
      ['THEME', 'medium'],
      ['SINCE', '2021']
    ])
    expect(extractRemoteConfig(map, pageId)).toEqual({ THEME: 'medium', SINCE: '2021' })
  })

  test('a header row is skipped, and a third column switches rows on', () => {
    const { map, pageId } = tablePage(
      [
        ['key', 'value', 'enabled'],
        ['THEME', 'medium', 'true'],
        ['AUTHOR', 'Someone', ''],
        ['BIO', 'Hi', 'yes']
      ],
      { header: true }
    )
    expect(extractRemoteConfig(map, pageId)).toEqual({ THEME: 'medium', BIO: 'Hi' })
  })

  test('a header recognised by its names, in any column order', () => {
    const { map, pageId } = tablePage([
      ['value', 'key'],
      ['medium', 'THEME']
    ])
    expect(extractRemoteConfig(map, pageId)).toEqual({ THEME: 'medium' })
  })
})

test('a page missing from its record map gives no config and a log line', () => {
  const logs: string[] = []
  expect(extractRemoteConfig(buildPage(newId(), []), newId(), (m) => logs.push(m))).toEqual({})
  expect(logs[0]).toMatch(/^missing block/)
})
