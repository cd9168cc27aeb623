/**
 * The test server's record map -> official API conversion, held against the official source's
 * conversion back: every text, column and block of the demo makes the round trip unchanged, or
 * changes only as the official API changes it.
 */
import type { Decoration } from 'notion-types'
import { blockToRecord } from '@/lib/notion/official/block-to-record'
import { pageToBlock } from '@/lib/notion/official/page-to-block'
import { richTextToDecorations } from '@/lib/notion/official/rich-text-to-decorations'
import { toSchema } from '@/lib/notion/official/to-collection'
import { loadWorkspace, blockOf } from '@/scripts/notion-server/load-workspace'
import { createOfficialContext } from '@/scripts/notion-server/official/official-context'
import { isNotionHosted, toOfficialFile, toOfficialIcon } from '@/scripts/notion-server/official/to-official-file'
import { childIdsOf, toOfficialBlock } from '@/scripts/notion-server/official/to-official-block'
import { toOfficialDataSource } from '@/scripts/notion-server/official/to-official-database'
import { encodePropertyId, toOfficialPage } from '@/scripts/notion-server/official/to-official-page'
import { toOfficialRichText } from '@/scripts/notion-server/official/to-official-rich-text'

const workspace = loadWorkspace('scripts/demo/snapshot')
const context = createOfficialContext(workspace, () => Date.UTC(2026, 0, 1))
const blocks = [...workspace.block.keys()].map((id) => blockOf(workspace, id)!).filter(Boolean)

test('every text of the demo makes the round trip through official rich text unchanged', () => {
  const texts: Decoration[][] = blocks.flatMap((block) => Object.values(block.properties ?? {}).filter((value): value is Decoration[] => Array.isArray(value)))
  expect(texts.length).toBeGreaterThan(500)
  for (const decorations of texts) expect(richTextToDecorations(toOfficialRichText(decorations)) ?? []).toEqual(decorations)
})

test("every collection's schema makes the round trip through a data source unchanged, ids encoded on the way", () => {
  for (const id of workspace.collection.keys()) {
    const collection = context.collection(id)!
    const dataSource = toOfficialDataSource(context, collection, context.databaseOf(id))
    expect(Object.values(dataSource.properties).map((property) => property.id)).toEqual(Object.keys(collection.schema!).map(encodePropertyId))
    const schema = Object.fromEntries(Object.entries(collection.schema!).map(([key, column]) => [key, { ...column, options: column?.options?.map(({ id: optionId, value, color }) => ({ id: optionId, value, color })) }]))
    for (const column of Object.values(schema)) if (!column.options) delete column.options
    expect(toSchema(dataSource.properties)).toEqual(schema)
  }
})

test('every row of the demo comes back with the same properties, times and parent', () => {
  const rows = blocks.filter((block) => block.type === 'page' && block.parent_table === 'collection')
  expect(rows.length).toBeGreaterThan(50)
  for (const row of rows) {
    const back = pageToBlock(toOfficialPage(context, row)).value
    expect({ id: back.id, properties: back.properties }).toEqual({ id: row.id, properties: row.properties ?? {} })
    expect([back.created_time, back.last_edited_time, back.parent_id, back.parent_table]).toEqual([row.created_time, row.last_edited_time, row.parent_id, row.parent_table])
  }
})

test('every block kind of the demo comes back as the same kind, but for those the API has no form for', () => {
  const kinds = new Map<string, string>()
  for (const block of blocks) {
    if (block.type === 'collection_view_page') continue
    const back = blockToRecord(toOfficialBlock(context, block))
    kinds.set(block.type!, 'skipped' in back ? 'skipped' : back.value.type)
  }
  const changed = [...kinds].filter(([from, to]) => from !== to)
  expect(Object.fromEntries(changed)).toEqual({ drive: 'skipped', transclusion_reference: 'transclusion_container' })
  expect(kinds.size).toBeGreaterThan(30)
})

test("a synced copy lists the original's blocks; children are only the living blocks that exist", () => {
  const copy = blocks.find((block) => block.type === 'transclusion_reference')!
  const original = blockOf(workspace, (copy.format!.transclusion_reference_pointer as { id: string }).id)!
  expect(childIdsOf(context, copy)).toEqual(original.content)
  expect(toOfficialBlock(context, copy)).toMatchObject({ type: 'synced_block', has_children: true, synced_block: { synced_from: { type: 'block_id', block_id: original.id } } })
})

test("files: Notion's own as signed URLs expiring in an hour, any other as external; icons as emoji or files", () => {
  expect(isNotionHosted('attachment:abc:x.png')).toBe(true)
  expect(isNotionHosted('https://prod-files-secure.s3.us-west-2.amazonaws.com/a/b.png')).toBe(true)
  expect(isNotionHosted('/demo/images/x.svg')).toBe(false)
  expect(toOfficialFile(context, 'attachment:abc:x.png')).toEqual({ type: 'file', file: { url: 'attachment:abc:x.png', expiry_time: '2026-01-01T01:00:00.000Z' } })
  expect(toOfficialFile(context, 'https://a.example/x.png')).toEqual({ type: 'external', external: { url: 'https://a.example/x.png' } })
  expect(toOfficialIcon(context, '💡')).toEqual({ type: 'emoji', emoji: '💡' })
  expect(toOfficialIcon(context, '/demo/icons/lamp.svg')).toEqual({ type: 'external', external: { url: '/demo/icons/lamp.svg' } })
  expect(toOfficialIcon(context, undefined)).toBeNull()
})
