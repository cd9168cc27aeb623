import { demoId } from './demo-id'
import { icon, local, nextTime, type PageContext } from './page-context'
import { parseInline } from './parse-inline'
import { propertyId } from './property-id'
import { dateProperty, makeBlock, pointer, SPACE_ID, versionOf } from './record-kit'
import type { DatabaseViewType, DemoNode, JsonObject } from './types'

type DatabaseNode = Extract<DemoNode, { type: 'database' }>

/** Colours handed to select options in order of first use, as Notion picks a fresh one per option. */
const OPTION_COLOR_CYCLE = ['blue', 'green', 'orange', 'purple', 'pink', 'yellow', 'red', 'brown', 'gray'] as const

/** The names Notion gives a new view of each type. */
const VIEW_NAMES: Record<DatabaseViewType, string> = { table: 'Table', gallery: 'Gallery', list: 'List', board: 'Board' }

/** Columns with these names set the row page's icon and cover instead of a property. */
const ICON_COLUMN = '@icon'
const COVER_COLUMN = '@cover'

/**
 * Builds an inline database for the `collection_view` block `blockId`: its collection (schema with
 * short property ids, select options with colours), one view per requested type, a page block per
 * row, and the reducer results notion-client would store for each view.
 */
export function buildDatabase(node: DatabaseNode, blockId: string, path: string, ctx: PageContext): void {
  const key = `row/${ctx.key}/block/${path}`
  const collectionId = demoId(`${key}/collection`)
  const block = ctx.registry.blocks.get(blockId) as JsonObject
  const viewIds = node.views.map((view) => demoId(`${key}/view/${view}`))
  Object.assign(block, reorder(block, { view_ids: viewIds, collection_id: collectionId, format: { collection_pointer: pointer(collectionId, 'collection') } }))

  const columns = node.columns.map((column, index) => ({ ...column, index }))
  const propertyColumns = columns.filter((c) => c.name !== ICON_COLUMN && c.name !== COVER_COLUMN)
  const taken = new Set<string>()
  const ids = new Map<string, string>()
  for (const column of propertyColumns) {
    const id = column.type === 'title' ? 'title' : propertyId(`${key}/${column.name}`, taken)
    taken.add(id)
    ids.set(column.name, id)
  }

  const schema: JsonObject = {}
  for (const column of propertyColumns) {
    const entry: JsonObject = { name: column.name, type: column.type }
    if (column.type === 'select' || column.type === 'multi_select') {
      const values: string[] = []
      for (const row of node.rows) {
        for (const value of splitValues(row[column.index] ?? '', column.type)) if (!values.includes(value)) values.push(value)
      }
      entry.options = values.map((value, k) => ({
        id: demoId(`${key}/${column.name}/option/${value}`),
        color: OPTION_COLOR_CYCLE[k % OPTION_COLOR_CYCLE.length],
        value
      }))
    }
    schema[ids.get(column.name) as string] = entry
  }
  const created = block.created_time as number
  ctx.registry.collections.set(collectionId, {
    id: collectionId,
    version: versionOf(collectionId),
    name: [[node.title]],
    schema,
    format: { collection_page_properties: propertyColumns.filter((c) => c.type !== 'title').map((c) => ({ visible: true, property: ids.get(c.name) })) },
    parent_id: blockId,
    parent_table: 'block',
    alive: true,
    migrated: false,
    space_id: SPACE_ID
  })

  const rowIds = node.rows.map((cells, k) => {
    const rowId = demoId(`${key}/row/${k}`)
    const time = nextTime(ctx)
    const properties: JsonObject = {}
    const format: JsonObject = {}
    for (const column of columns) {
      const cell = (cells[column.index] ?? '').trim()
      if (!cell) continue
      if (column.name === ICON_COLUMN) format.page_icon = icon(cell, ctx)
      else if (column.name === COVER_COLUMN) {
        format.page_cover = local(cell, ctx)
        format.page_cover_position = 0.5
      } else properties[ids.get(column.name) as string] = cellValue(cell, column.type, `${ctx.file}: database "${node.title}" row ${k + 1}`)
    }
    ctx.registry.blocks.set(
      rowId,
      makeBlock({ id: rowId, type: 'page', properties, format, created_time: time, last_edited_time: time, parent_id: collectionId, parent_table: 'collection' })
    )
    return rowId
  })
  ctx.registry.collectionRows.set(collectionId, rowIds)

  const hasCovers = columns.some((c) => c.name === COVER_COLUMN)
  const visible = propertyColumns.map((c) => ({ visible: true, property: ids.get(c.name) }))
  const groupId = node.groupBy ? (ids.get(node.groupBy) as string) : ''
  const groupValues = node.groupBy ? ((schema[groupId] as JsonObject).options as { value: string }[]).map((o) => o.value) : []
  const queries = new Map<string, JsonObject>()
  node.views.forEach((view, k) => {
    const viewId = viewIds[k] as string
    const base = { id: viewId, version: versionOf(viewId), type: view, name: VIEW_NAMES[view] }
    const tail = { parent_id: blockId, parent_table: 'block', alive: true, page_sort: rowIds, space_id: SPACE_ID, created_time: created, last_edited_time: created }
    let format: JsonObject
    switch (view) {
      case 'table':
        format = { table_wrap: true, table_properties: propertyColumns.map((c) => ({ width: c.type === 'title' ? 240 : 160, visible: true, property: ids.get(c.name) })) }
        break
      case 'gallery':
        format = { gallery_cover: { type: hasCovers ? 'page_cover' : 'page_content' }, gallery_cover_size: 'medium', gallery_cover_aspect: 'cover', gallery_properties: visible }
        break
      case 'list':
        format = { list_properties: visible }
        break
      case 'board':
        format = {
          board_cover: { type: hasCovers ? 'page_cover' : 'none' },
          board_cover_size: 'small',
          board_cover_aspect: 'cover',
          board_properties: visible,
          board_columns_by: { type: 'select', property: groupId, sort: { type: 'manual' }, hideEmptyGroups: true },
          board_columns: [
            { property: groupId, hidden: true, value: { type: 'select' } },
            ...groupValues.map((value) => ({ property: groupId, hidden: false, value: { type: 'select', value } }))
          ]
        }
        break
    }
    ctx.registry.views.set(viewId, { ...base, format: { ...format, collection_pointer: pointer(collectionId, 'collection') }, ...tail })
    queries.set(viewId, view === 'board' ? boardResults(node, rowIds, groupValues, columns.find((c) => c.name === node.groupBy)?.index ?? 0) : listResults(rowIds))
  })
  ctx.registry.queries.set(collectionId, queries)
}

/** What `queryCollection` answers for an ungrouped view. */
export function listResults(rowIds: string[]): JsonObject {
  return { collection_group_results: { type: 'results', blockIds: rowIds, hasMore: false } }
}

/** What `queryCollection` answers for a board grouped by a select: the groups, then results and counts per group. */
function boardResults(node: DatabaseNode, rowIds: string[], groupValues: string[], columnIndex: number): JsonObject {
  const results: JsonObject = {
    board_columns: {
      type: 'groups',
      version: 'v2',
      results: [{ value: { type: 'select' }, visible: false }, ...groupValues.map((value) => ({ value: { type: 'select', value }, visible: true }))],
      hasMore: false
    }
  }
  for (const value of ['', ...groupValues]) {
    const label = value || 'uncategorized'
    const blockIds = rowIds.filter((_, k) => (node.rows[k]?.[columnIndex] ?? '').trim() === value)
    results[`results:select:${label}`] = { type: 'results', blockIds, hasMore: false }
    results[`board:select:${label}`] = { type: 'aggregation', aggregationResult: { type: 'number', value: blockIds.length } }
  }
  return results
}

function splitValues(cell: string, type: string): string[] {
  const trimmed = cell.trim()
  if (!trimmed) return []
  return type === 'multi_select' ? trimmed.split(',').map((v) => v.trim()).filter(Boolean) : [trimmed]
}

/** A cell as Notion stores the property: text keeps inline marks, multi_select is one comma-joined string. */
function cellValue(cell: string, type: string, where: string): unknown {
  switch (type) {
    case 'title':
      return [[cell]]
    case 'text':
      return parseInline(cell)
    case 'multi_select':
      return [[splitValues(cell, type).join(',')]]
    case 'checkbox':
      if (cell !== 'Yes' && cell !== 'No') throw new Error(`${where}: a checkbox cell is Yes or No, got "${cell}"`)
      return [[cell]]
    case 'date':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(cell)) throw new Error(`${where}: a date cell is yyyy-mm-dd, got "${cell}"`)
      return dateProperty(cell)
    case 'number':
      if (Number.isNaN(Number(cell))) throw new Error(`${where}: a number cell must be a number, got "${cell}"`)
      return [[cell]]
    default:
      return [[cell]]
  }
}

/** Adds keys to a block where Notion puts them (after `format`, before the timestamps). */
function reorder(block: JsonObject, extra: JsonObject): JsonObject {
  const out: JsonObject = {}
  for (const [k, v] of Object.entries(block)) {
    if (k === 'created_time') Object.assign(out, extra)
    out[k] = v
  }
  for (const k of Object.keys(block)) delete block[k]
  return out
}
