import type { RawBlock, RawCollection } from '@/lib/notion/read-record'
import type { DatabaseObjectResponse, DataSourceObjectResponse, DataSourceProperty } from '@/lib/notion/official/types'
import { iso, type OfficialContext } from './official-context'
import { toOfficialFile, toOfficialIcon } from './to-official-file'
import { encodePropertyId, userOf } from './to-official-page'
import { toOfficialRichText } from './to-official-rich-text'

/** Record-map column types under their official names. */
const OFFICIAL_TYPES: Record<string, string> = { text: 'rich_text', person: 'people', file: 'files' }

type ParentOfDatabase = DatabaseObjectResponse['parent']

function parentOf(block: RawBlock): ParentOfDatabase {
  return block.parent_table === 'block' && block.parent_id ? { type: 'page_id', page_id: block.parent_id } : { type: 'workspace', workspace: true }
}

/** A database block (full page or inline) and the collection it shows, as the official API's database. */
export function toOfficialDatabase(context: OfficialContext, block: RawBlock, collection: RawCollection): DatabaseObjectResponse {
  const icon = block.format?.page_icon ?? collection.icon
  const cover = block.format?.page_cover ?? collection.cover
  return {
    object: 'database',
    id: block.id,
    title: toOfficialRichText(collection.name, context.titleOf),
    description: toOfficialRichText(collection.description, context.titleOf),
    parent: parentOf(block),
    is_inline: block.type === 'collection_view',
    in_trash: block.alive === false,
    archived: block.alive === false,
    is_locked: false,
    created_time: iso(block.created_time),
    last_edited_time: iso(block.last_edited_time),
    data_sources: [{ id: collection.id, name: toOfficialRichText(collection.name).map((item) => item.plain_text).join('') }],
    icon: toOfficialIcon(context, icon),
    cover: typeof cover === 'string' && cover ? toOfficialFile(context, cover) : null,
    url: `https://www.notion.so/${block.id.replaceAll('-', '')}`,
    public_url: null
  } as DatabaseObjectResponse
}

function toOfficialColumn(id: string, name: string, type: string, options: RawCollection['schema']): DataSourceProperty {
  const officialType = OFFICIAL_TYPES[type] ?? type
  const choices = (options?.[id]?.options ?? []).map((option) => ({ id: option.id ?? option.value ?? '', name: option.value ?? '', color: option.color ?? 'default', description: null }))
  const config = officialType === 'select' || officialType === 'multi_select' ? { options: choices } : officialType === 'status' ? { options: choices, groups: [] } : {}
  return { id: encodePropertyId(id), name, description: null, type: officialType, [officialType]: config } as unknown as DataSourceProperty
}

/** A collection as the official API's data source: its columns by name, each with its options. */
export function toOfficialDataSource(context: OfficialContext, collection: RawCollection, database: RawBlock | undefined): DataSourceObjectResponse {
  const properties: Record<string, DataSourceProperty> = {}
  for (const [id, property] of Object.entries(collection.schema ?? {})) {
    if (property?.name && property.type) properties[property.name] = toOfficialColumn(id, property.name, property.type, collection.schema)
  }
  const databaseParent = database ? parentOf(database) : ({ type: 'workspace', workspace: true } as ParentOfDatabase)
  return {
    object: 'data_source',
    id: collection.id,
    title: toOfficialRichText(collection.name, context.titleOf),
    description: toOfficialRichText(collection.description, context.titleOf),
    parent: { type: 'database_id', database_id: database?.id ?? collection.id },
    database_parent: databaseParent,
    is_inline: database?.type === 'collection_view',
    in_trash: false,
    archived: false,
    created_time: iso(database?.created_time),
    last_edited_time: iso(database?.last_edited_time),
    created_by: userOf(undefined),
    last_edited_by: userOf(undefined),
    properties,
    icon: toOfficialIcon(context, collection.icon),
    cover: null,
    url: `https://www.notion.so/${collection.id.replaceAll('-', '')}`,
    public_url: null
  } as DataSourceObjectResponse
}
