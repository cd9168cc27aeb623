/**
 * Small shared pieces for building Notion records: the demo's fixed ids, the current record
 * wrapper, and a block constructor that keeps keys in the order Notion sends them.
 */
import { demoId } from './demo-id'
import type { JsonObject, RecordBox, RichText } from './types'

/** The demo workspace's space: every record names it, as real records do. */
export const SPACE_ID = demoId('space')
/** The one author of every block. */
export const USER_ID = demoId('user')
/** The blog database page: the snapshot's root. */
export const ROOT_ID = demoId('root')
export const BLOG_COLLECTION_ID = demoId('root/collection')
export const BLOG_TABLE_VIEW_ID = demoId('root/view/table')
export const BLOG_GALLERY_VIEW_ID = demoId('root/view/gallery')

/** Wraps a record the way the current API does: `{spaceId, value: {value, role}}`. */
export function box<T>(value: T): RecordBox<T> {
  return { spaceId: SPACE_ID, value: { value, role: 'reader' } }
}

/** A stable, realistic-looking edit counter derived from the id. */
export function versionOf(id: string): number {
  return 1 + (parseInt(id.slice(0, 4), 16) % 97)
}

/** Milliseconds for a yyyy-mm-dd date at the given UTC time of day. */
export function dateMs(date: string, time = '09:00:00'): number {
  return Date.parse(`${date}T${time}.000Z`)
}

/** A date property value: `[["‣", [["d", {type: "date", start_date}]]]]`. */
export function dateProperty(date: string): RichText {
  return [['‣', [['d', { type: 'date', start_date: date }]]]]
}

export interface BlockFields {
  id: string
  type: string
  properties?: JsonObject
  content?: string[]
  format?: JsonObject
  view_ids?: string[]
  collection_id?: string
  permissions?: JsonObject[]
  created_time: number
  last_edited_time: number
  parent_id: string
  parent_table: 'block' | 'collection' | 'space'
}

/** A block value with Notion's key order; empty properties, content and format are left out, as Notion does. */
export function makeBlock(fields: BlockFields): JsonObject {
  const block: JsonObject = { id: fields.id, version: versionOf(fields.id), type: fields.type }
  if (fields.properties && Object.keys(fields.properties).length) block.properties = fields.properties
  if (fields.content && fields.content.length) block.content = fields.content
  if (fields.format && Object.keys(fields.format).length) block.format = fields.format
  if (fields.view_ids) block.view_ids = fields.view_ids
  if (fields.collection_id) block.collection_id = fields.collection_id
  if (fields.permissions) block.permissions = fields.permissions
  block.created_time = fields.created_time
  block.last_edited_time = fields.last_edited_time
  block.parent_id = fields.parent_id
  block.parent_table = fields.parent_table
  block.alive = true
  block.created_by_table = 'notion_user'
  block.created_by_id = USER_ID
  block.last_edited_by_table = 'notion_user'
  block.last_edited_by_id = USER_ID
  block.space_id = SPACE_ID
  return block
}

/** The pointer Notion stores in `format.collection_pointer` and friends. */
export function pointer(id: string, table: 'block' | 'collection'): JsonObject {
  return { id, table, spaceId: SPACE_ID }
}
