import type { RawCollection, RawCollectionView, RawSchemaProperty } from '../read-record'
import { decodePropertyId } from './property-id'
import { readCover, readIcon } from './read-official-file'
import { richTextToDecorations } from './rich-text-to-decorations'
import type { DatabaseObjectResponse, DataSourceObjectResponse, DataSourceProperty } from './types'

/** Record maps name a few column types differently from the official API. */
const RECORD_TYPES: Record<string, string> = { rich_text: 'text', people: 'person', files: 'file' }

function optionsOf(property: DataSourceProperty): RawSchemaProperty['options'] {
  const options =
    property.type === 'select' ? property.select.options : property.type === 'multi_select' ? property.multi_select.options : property.type === 'status' ? property.status.options : null
  return options?.map((option) => ({ id: option.id, value: option.name, color: option.color }))
}

/** A data source's columns as a record map's collection schema, keyed by the columns' own ids. */
export function toSchema(properties: DataSourceObjectResponse['properties']): Record<string, RawSchemaProperty> {
  const schema: Record<string, RawSchemaProperty> = {}
  for (const property of Object.values(properties)) {
    const options = optionsOf(property)
    schema[decodePropertyId(property.id)] = { name: property.name, type: RECORD_TYPES[property.type] ?? property.type, ...(options && { options }) }
  }
  return schema
}

/**
 * The collection of a record map from a data source and its database: the data source's id is
 * the collection's, as Notion's own API names it. The name is the data source's title, or the
 * database's when it has none; the description, icon and cover are the database's, else the data
 * source's. A row's page knows its database by id only: the data source then says it all.
 */
export function toCollection(dataSource: DataSourceObjectResponse, database: DatabaseObjectResponse | string): RawCollection & { parent_id: string; parent_table: 'block' } {
  const known = typeof database === 'string' ? null : database
  const name = richTextToDecorations(dataSource.title) ?? richTextToDecorations(known?.title)
  const description = richTextToDecorations(known?.description) ?? richTextToDecorations(dataSource.description)
  const icon = readIcon(known?.icon ?? dataSource.icon)
  const cover = readCover(known?.cover ?? dataSource.cover)
  return {
    id: dataSource.id,
    ...(name && { name }),
    ...(description && { description }),
    ...(icon && { icon: icon.url }),
    ...(cover && { cover: cover.url }),
    schema: toSchema(dataSource.properties),
    parent_id: typeof database === 'string' ? database : database.id,
    parent_table: 'block'
  }
}

/**
 * The one view a record map gets for a database: the official API does not give views, so every
 * database reads as a table of all its columns, its rows in the order the query returned them.
 * Its id is the database's own (a view lives in a table of its own, so the ids cannot clash).
 */
export function toTableView(database: DatabaseObjectResponse, dataSource: DataSourceObjectResponse): RawCollectionView & { parent_id: string; parent_table: 'block' } {
  return {
    id: database.id,
    type: 'table',
    format: {
      table_properties: Object.values(dataSource.properties).map((property) => ({ property: decodePropertyId(property.id), visible: true, width: 200 })),
      collection_pointer: { id: dataSource.id, table: 'collection' }
    },
    parent_id: database.id,
    parent_table: 'block'
  }
}
