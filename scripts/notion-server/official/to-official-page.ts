import type { Decoration, FormattedDate } from 'notion-types'
import { getTextContent } from 'notion-utils'
import type { RawBlock, RawSchemaProperty } from '@/lib/notion/read-record'
import type { PagePropertyValue, PageObjectResponse, PartialUserObjectResponse } from '@/lib/notion/official/types'
import { iso, type OfficialContext } from './official-context'
import { toOfficialFile, toOfficialIcon } from './to-official-file'
import { toOfficialDate, toOfficialRichText } from './to-official-rich-text'

type OptionColor = Extract<PagePropertyValue, { type: 'select' }>['select'] extends infer S ? (S extends { color: infer C } ? C : never) : never

/** A column id as the official API gives it: URL-encoded (`vTk~` -> `vTk%7E`). */
export function encodePropertyId(id: string): string {
  return encodeURIComponent(id).replace(/~/g, '%7E')
}

export function userOf(id: string | undefined): PartialUserObjectResponse {
  return { object: 'user', id: id ?? '00000000-0000-0000-0000-000000000000' }
}

function dateIn(decorations: Decoration[] | undefined): FormattedDate | null {
  for (const [, marks = []] of decorations ?? []) for (const mark of marks) if (mark[0] === 'd') return mark[1]
  return null
}

function option(property: RawSchemaProperty, name: string) {
  const found = property.options?.find((candidate) => candidate.value === name)
  return { id: found?.id ?? name, name, color: (found?.color ?? 'default') as OptionColor }
}

/** One column of a row as the official API gives it, from the record map's decorations and the column's schema. */
function toOfficialProperty(context: OfficialContext, id: string, property: RawSchemaProperty, value: Decoration[] | undefined): PagePropertyValue | null {
  const plain = getTextContent(value as never)
  const base = { id: encodePropertyId(id) }
  switch (property.type) {
    case 'title':
      return { ...base, type: 'title', title: toOfficialRichText(value, context.titleOf) }
    case 'text':
      return { ...base, type: 'rich_text', rich_text: toOfficialRichText(value, context.titleOf) }
    case 'select':
      return { ...base, type: 'select', select: plain ? option(property, plain) : null }
    case 'status':
      return { ...base, type: 'status', status: plain ? option(property, plain) : null }
    case 'multi_select':
      return { ...base, type: 'multi_select', multi_select: plain ? plain.split(',').map((name) => option(property, name.trim())) : [] }
    case 'date': {
      const date = dateIn(value)
      return { ...base, type: 'date', date: date ? toOfficialDate(date) : null }
    }
    case 'checkbox':
      return { ...base, type: 'checkbox', checkbox: plain === 'Yes' }
    case 'number':
      return { ...base, type: 'number', number: plain && Number.isFinite(Number(plain)) ? Number(plain) : null }
    case 'url':
      return { ...base, type: 'url', url: plain || null }
    case 'email':
      return { ...base, type: 'email', email: plain || null }
    case 'phone_number':
      return { ...base, type: 'phone_number', phone_number: plain || null }
    case 'file':
      return {
        ...base,
        type: 'files',
        files: (value ?? []).map(([name, marks = []]) => {
          const link = marks.find((mark) => mark[0] === 'a')
          return { name, ...toOfficialFile(context, typeof link?.[1] === 'string' ? link[1] : name) }
        })
      }
    default:
      return null
  }
}

/**
 * A page block as the official API's page object: a row's columns by name (from its collection's
 * schema), a plain page's title; its icon, cover, parent and times.
 */
export function toOfficialPage(context: OfficialContext, block: RawBlock): PageObjectResponse {
  const collection = block.parent_table === 'collection' && block.parent_id ? context.collection(block.parent_id) : undefined
  const properties: Record<string, PagePropertyValue> = {}
  if (collection?.schema) {
    for (const [id, property] of Object.entries(collection.schema)) {
      if (!property?.name) continue
      const converted = toOfficialProperty(context, id, property, block.properties?.[id])
      if (converted) properties[property.name] = converted
    }
  } else {
    properties.title = { id: 'title', type: 'title', title: toOfficialRichText(block.properties?.title, context.titleOf) }
  }
  const database = collection ? context.databaseOf(collection.id) : undefined
  const parent: PageObjectResponse['parent'] =
    collection && block.parent_id
      ? { type: 'data_source_id', data_source_id: block.parent_id, database_id: database?.id ?? block.parent_id }
      : block.parent_table === 'block' && block.parent_id
        ? { type: 'page_id', page_id: block.parent_id }
        : { type: 'workspace', workspace: true }
  const cover = typeof block.format?.page_cover === 'string' && block.format.page_cover ? toOfficialFile(context, block.format.page_cover) : null
  return {
    object: 'page',
    id: block.id,
    created_time: iso(block.created_time),
    last_edited_time: iso(block.last_edited_time),
    in_trash: block.alive === false,
    archived: block.alive === false,
    is_archived: block.alive === false,
    is_locked: false,
    url: `https://www.notion.so/${block.id.replaceAll('-', '')}`,
    public_url: null,
    parent,
    properties,
    icon: toOfficialIcon(context, block.format?.page_icon),
    cover,
    created_by: userOf(undefined),
    last_edited_by: userOf(undefined)
  }
}
