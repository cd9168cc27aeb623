import type { ExtendedRecordMap } from 'notion-types'
import { getPageContentBlockIds, getTextContent } from 'notion-utils'
import { findDatabase } from '@/lib/notion/find-database'
import { listCollectionRowIds } from '@/lib/notion/list-collection-row-ids'
import { readRecord, type RawBlock, type RawCollection } from '@/lib/notion/read-record'

/** Column names of a config database or table, as the reference template names them in English and Chinese. */
const KEY_NAMES = ['key', '配置名']
const VALUE_NAMES = ['value', '配置值']
const ENABLED_NAMES = ['enabled', 'enable', '启用']

/** Cell texts that switch a row on in a plain table's enabled column (a database uses a checkbox). */
const TRUE_TEXTS = new Set(['yes', 'true', '1', 'on', 'y', '✓', '✔', '✅', '是', '启用'])

function plain(decorations: unknown): string {
  try {
    return Array.isArray(decorations) ? getTextContent(decorations as never).trim() : ''
  } catch {
    return ''
  }
}

function isNamed(name: string | undefined, names: string[]): boolean {
  return names.includes((name ?? '').replace(/\uFEFF/g, '').trim().toLowerCase())
}

function readDatabase(recordMap: ExtendedRecordMap, block: RawBlock, into: Record<string, string>, log: (m: string) => void) {
  const database = findDatabase(recordMap, block.id)
  if (!database) return
  const schema: NonNullable<RawCollection['schema']> = database.collection?.schema ?? {}
  const columnId = (names: string[]) => Object.keys(schema).find((id) => isNamed(schema[id]?.name, names))
  const keyId = columnId(KEY_NAMES) ?? 'title'
  const valueId = columnId(VALUE_NAMES)
  const enabledId = columnId(ENABLED_NAMES)
  if (!valueId) {
    log(`config database ${block.id} has no value column (named ${VALUE_NAMES.join(' or ')}), ignored`)
    return
  }
  for (const rowId of listCollectionRowIds(recordMap, database.collectionId, database.viewIds)) {
    const row = readRecord(recordMap.block, rowId)
    if (!row || row.alive === false) continue
    const key = plain(row.properties?.[keyId])
    if (!key) continue
    if (enabledId && plain(row.properties?.[enabledId]) !== 'Yes') continue
    into[key] = plain(row.properties?.[valueId])
  }
}

function readTable(recordMap: ExtendedRecordMap, block: RawBlock, into: Record<string, string>) {
  const order = block.format?.table_block_column_order
  const columns = Array.isArray(order) ? order.filter((id): id is string => typeof id === 'string') : []
  if (columns.length < 2) return
  const rows = (block.content ?? []).map((id) => readRecord(recordMap.block, id)).filter((row): row is RawBlock => !!row && row.alive !== false)
  let [keyAt, valueAt, enabledAt] = [0, 1, columns.length > 2 ? 2 : -1]
  const header = rows[0] ? columns.map((id) => plain(rows[0]?.properties?.[id]).toLowerCase()) : []
  const headerKey = header.findIndex((cell) => isNamed(cell, KEY_NAMES))
  const headerValue = header.findIndex((cell) => isNamed(cell, VALUE_NAMES))
  const hasHeader = block.format?.table_block_column_header === true || (headerKey >= 0 && headerValue >= 0)
  if (hasHeader && headerKey >= 0 && headerValue >= 0) {
    keyAt = headerKey
    valueAt = headerValue
    enabledAt = header.findIndex((cell) => isNamed(cell, ENABLED_NAMES))
  }
  for (const row of hasHeader ? rows.slice(1) : rows) {
    const cells = columns.map((id) => plain(row.properties?.[id]))
    const key = cells[keyAt] ?? ''
    if (!key) continue
    if (enabledAt >= 0 && !TRUE_TEXTS.has((cells[enabledAt] ?? '').toLowerCase())) continue
    into[key] = cells[valueAt] ?? ''
  }
}

/**
 * Key / value pairs of the Config row's page: an inline database with a key (or title), value and
 * optional enabled checkbox column, or a plain table of [key, value, enabled?] rows. Disabled rows
 * are left out; a later row wins over an earlier one with the same key. Values stay strings: the
 * config layer converts them.
 */
export function extractRemoteConfig(
  recordMap: ExtendedRecordMap,
  pageId: string,
  log: (message: string) => void = (message) => console.warn(`[quire] ${message}`)
): Record<string, string> {
  const config: Record<string, string> = {}
  if (!recordMap?.block || !readRecord(recordMap.block, pageId)) {
    log(`missing block ${pageId}: the config page is not in its record map, no remote config`)
    return config
  }
  for (const id of getPageContentBlockIds(recordMap, pageId)) {
    if (id === pageId) continue
    const block = readRecord(recordMap.block, id)
    if (!block || block.alive === false) continue
    if (block.type === 'collection_view' || block.type === 'collection_view_page') readDatabase(recordMap, block, config, log)
    else if (block.type === 'table') readTable(recordMap, block, config)
  }
  return config
}
