import type { Decoration } from 'notion-types'
import { getBlockValue } from 'notion-utils'

/**
 * A record as Notion stores it, read loosely: recorded data is full of optional and legacy fields,
 * so every field is optional and each reader checks what it uses.
 */
export interface RawBlock {
  id: string
  type?: string
  alive?: boolean
  properties?: Record<string, Decoration[] | undefined>
  format?: Record<string, unknown>
  content?: string[]
  parent_id?: string
  parent_table?: string
  collection_id?: string
  view_ids?: string[]
  created_time?: number
  last_edited_time?: number
}

export interface RawSchemaProperty {
  name?: string
  type?: string
  options?: Array<{ id?: string; value?: string; color?: string }>
}

export interface RawCollection {
  id: string
  name?: Decoration[]
  description?: Decoration[]
  icon?: string
  cover?: string
  schema?: Record<string, RawSchemaProperty | undefined>
}

export interface RawCollectionView {
  id: string
  type?: string
  format?: Record<string, unknown>
}

type RecordTable = Record<string, unknown> | undefined

/**
 * The value of record `id` in one table of a record map, whichever of Notion's two formats holds it:
 * old `{role, value}` or current `{spaceId, value: {value, role}}`. Unknown ids (`{value: {role: 'none'}}`)
 * and malformed entries read as undefined.
 */
export function readRecord<T extends { id: string } = RawBlock>(table: RecordTable, id: string): T | undefined {
  const entry = table?.[id]
  if (!entry || typeof entry !== 'object') return undefined
  const value = getBlockValue(entry as never) as unknown
  if (!value || typeof value !== 'object' || typeof (value as { id?: unknown }).id !== 'string') return undefined
  return value as T
}
