import type { Decoration } from 'notion-types'
import { getTextContent } from 'notion-utils'
import type { RawBlock, RawCollection, RawSchemaProperty } from '@/lib/notion/read-record'
import type { PostDate } from './types'

/** Notion's default option color, for options stored without one and values no option lists. */
export const DEFAULT_OPTION_COLOR = 'default'

export interface SchemaReader {
  /** Schema id of the column named `name`, if the database has one. */
  idOf(name: string): string | undefined
  /** Plain text of a column (rich text flattened; mentions dropped). */
  text(block: RawBlock, name: string): string
  /** The row's title: the column named `name`, else the title column (whose schema id is always `title`). */
  title(block: RawBlock, name: string): string
  /** Values of a select or multi-select column (Notion stores a multi-select as one comma-joined string). */
  values(block: RawBlock, name: string): string[]
  date(block: RawBlock, name: string): PostDate | null
  /** Color of an option of a select or multi-select column, in the schema's option order. */
  options(name: string): Array<{ value: string; color: string }>
}

/** Names are matched exactly first, then loosely: Notion keeps stray spaces and byte-order marks in names. */
function loose(name: string): string {
  return name.replace(/\uFEFF/g, '').trim().toLowerCase()
}

function dateOf(decorations: Decoration[] | undefined): PostDate | null {
  for (const decoration of decorations ?? []) {
    const marks = Array.isArray(decoration) ? (decoration[1] as unknown) : undefined
    if (!Array.isArray(marks)) continue
    for (const mark of marks) {
      if (!Array.isArray(mark) || mark[0] !== 'd' || !mark[1] || typeof mark[1] !== 'object') continue
      const value = mark[1] as { start_date?: unknown; start_time?: unknown; time_zone?: unknown }
      if (typeof value.start_date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value.start_date)) continue
      return {
        start_date: value.start_date,
        ...(typeof value.start_time === 'string' && value.start_time && { start_time: value.start_time }),
        ...(typeof value.time_zone === 'string' && value.time_zone && { time_zone: value.time_zone })
      }
    }
  }
  return null
}

/**
 * Reads a database row's properties by column name, whatever short ids the schema gave them. The
 * title column is found by name and, failing that, by its fixed id `title`.
 */
export function createSchemaReader(collection: RawCollection | undefined): SchemaReader {
  const schema = collection?.schema && typeof collection.schema === 'object' ? collection.schema : {}
  const exact = new Map<string, string>()
  const byLoose = new Map<string, string>()
  for (const [id, property] of Object.entries(schema)) {
    if (!property || typeof property.name !== 'string') continue
    if (!exact.has(property.name)) exact.set(property.name, id)
    if (!byLoose.has(loose(property.name))) byLoose.set(loose(property.name), id)
  }
  const idOf = (name: string) => exact.get(name) ?? byLoose.get(loose(name))
  const raw = (block: RawBlock, name: string, fallbackId?: string): Decoration[] | undefined => {
    const id = idOf(name) ?? fallbackId
    const value = id ? block.properties?.[id] : undefined
    return Array.isArray(value) ? value : undefined
  }
  const plain = (decorations: Decoration[] | undefined): string => {
    try {
      return getTextContent(decorations)
    } catch {
      return ''
    }
  }
  const propertyOf = (name: string): RawSchemaProperty | undefined => {
    const id = idOf(name)
    return id ? schema[id] : undefined
  }
  return {
    idOf,
    text: (block, name) => plain(raw(block, name)).trim(),
    title: (block, name) => plain(raw(block, name, 'title')).trim(),
    values: (block, name) => [
      ...new Set(
        plain(raw(block, name))
          .split(',')
          .map((value) => value.trim())
          .filter(Boolean)
      )
    ],
    date: (block, name) => dateOf(raw(block, name)),
    options: (name) =>
      (propertyOf(name)?.options ?? []).flatMap((option) =>
        option && typeof option.value === 'string'
          ? [{ value: option.value, color: typeof option.color === 'string' && option.color ? option.color : DEFAULT_OPTION_COLOR }]
          : []
      )
  }
}
