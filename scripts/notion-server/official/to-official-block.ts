import { getTextContent } from 'notion-utils'
import type { RawBlock } from '@/lib/notion/read-record'
import type { BlockObjectResponse } from '@/lib/notion/official/types'
import { iso, type OfficialContext } from './official-context'
import { toOfficialFile, toOfficialIcon } from './to-official-file'
import { userOf } from './to-official-page'
import { toOfficialRichText } from './to-official-rich-text'

type Color = 'default'

/** Record-map kinds that are embeds in the official API: it has no block of their own for them. */
const EMBED_TYPES = new Set(['embed', 'tweet', 'maps', 'gist', 'figma', 'codepen', 'typeform', 'excalidraw', 'replit'])
const MEDIA_TYPES = new Set(['image', 'video', 'pdf', 'audio', 'file'])

function pointerId(block: RawBlock, key: string): string | undefined {
  const pointer = block.format?.[key] as { id?: unknown } | undefined
  return typeof pointer?.id === 'string' ? pointer.id : undefined
}

/** The blocks the official API lists under a block: its content; a synced copy's are the original's. */
export function childIdsOf(context: OfficialContext, block: RawBlock): string[] {
  const source = block.type === 'transclusion_reference' ? context.block(pointerId(block, 'transclusion_reference_pointer') ?? '') : block
  return (source?.content ?? []).filter((id) => {
    const child = context.block(id)
    return child !== undefined && child.alive !== false
  })
}

/** The kind-specific half of an official block: `{type: 'paragraph', paragraph: {...}}`. */
function contentOf(context: OfficialContext, block: RawBlock): Record<string, unknown> {
  const richText = (key = 'title') => toOfficialRichText(block.properties?.[key], context.titleOf)
  const color = (typeof block.format?.block_color === 'string' ? block.format.block_color : 'default') as Color
  const plain = (key: string) => getTextContent(block.properties?.[key] as never)
  const withText = (type: string, extra: Record<string, unknown> = {}) => ({ type, [type]: { rich_text: richText(), color, ...extra } })
  const type = block.type ?? ''
  switch (type) {
    case 'text':
      return withText('paragraph', { icon: null })
    case 'header':
    case 'sub_header':
    case 'sub_sub_header': {
      const official = type === 'header' ? 'heading_1' : type === 'sub_header' ? 'heading_2' : 'heading_3'
      return withText(official, { is_toggleable: block.format?.toggleable === true })
    }
    case 'bulleted_list':
      return withText('bulleted_list_item')
    case 'numbered_list':
      return withText('numbered_list_item')
    case 'to_do':
      return withText('to_do', { checked: plain('checked') === 'Yes' })
    case 'toggle':
    case 'quote':
      return withText(type)
    case 'callout':
      return withText('callout', { icon: toOfficialIcon(context, block.format?.page_icon) })
    case 'divider':
      return { type: 'divider', divider: {} }
    case 'code':
      return { type: 'code', code: { rich_text: richText(), caption: richText('caption'), language: (plain('language') || 'plain text').toLowerCase() } }
    case 'equation':
      return { type: 'equation', equation: { expression: plain('title') } }
    case 'column_list':
      return { type: 'column_list', column_list: {} }
    case 'column':
      return { type: 'column', column: typeof block.format?.column_ratio === 'number' ? { width_ratio: block.format.column_ratio } : {} }
    case 'table': {
      const order = Array.isArray(block.format?.table_block_column_order) ? block.format.table_block_column_order : []
      return {
        type: 'table',
        table: { table_width: order.length, has_column_header: block.format?.table_block_column_header === true, has_row_header: block.format?.table_block_row_header === true }
      }
    }
    case 'table_row': {
      const table = context.block(block.parent_id ?? '')
      const order = (Array.isArray(table?.format?.table_block_column_order) ? table.format.table_block_column_order : []) as string[]
      return { type: 'table_row', table_row: { cells: order.map((id) => toOfficialRichText(block.properties?.[id], context.titleOf)) } }
    }
    case 'bookmark':
      return { type: 'bookmark', bookmark: { url: plain('link'), caption: richText('caption') } }
    case 'table_of_contents':
      return { type: 'table_of_contents', table_of_contents: { color } }
    case 'transclusion_container':
      return { type: 'synced_block', synced_block: { synced_from: null } }
    case 'transclusion_reference':
      return { type: 'synced_block', synced_block: { synced_from: { type: 'block_id', block_id: pointerId(block, 'transclusion_reference_pointer') ?? '' } } }
    case 'alias':
      return { type: 'link_to_page', link_to_page: { type: 'page_id', page_id: pointerId(block, 'alias_pointer') ?? '' } }
    case 'page':
      return { type: 'child_page', child_page: { title: plain('title') } }
    case 'collection_view':
    case 'collection_view_page': {
      const collectionId = context.collectionIdOf(block)
      const collection = collectionId ? context.collection(collectionId) : undefined
      return { type: 'child_database', child_database: { title: getTextContent(collection?.name as never) } }
    }
  }
  if (EMBED_TYPES.has(type)) return { type: 'embed', embed: { url: plain('source'), caption: richText('caption') } }
  if (MEDIA_TYPES.has(type)) {
    const file = toOfficialFile(context, plain('source'))
    return { type, [type]: { ...file, caption: richText('caption'), ...(type === 'file' && { name: plain('title') }) } }
  }
  // Google Drive, Figma files and the like: the official API reports the kind and nothing else.
  return { type: 'unsupported', unsupported: { block_type: type } }
}

/** A record map's block as the official API's block object: its kind's content, parent, times and whether it has children. */
export function toOfficialBlock(context: OfficialContext, block: RawBlock): BlockObjectResponse {
  const parent = context.block(block.parent_id ?? '')
  return {
    object: 'block',
    id: block.id,
    parent: parent?.type === 'page' ? { type: 'page_id', page_id: parent.id } : { type: 'block_id', block_id: block.parent_id ?? '' },
    created_time: iso(block.created_time),
    last_edited_time: iso(block.last_edited_time),
    created_by: userOf(undefined),
    last_edited_by: userOf(undefined),
    has_children: childIdsOf(context, block).length > 0,
    in_trash: block.alive === false,
    archived: block.alive === false,
    ...contentOf(context, block)
  } as BlockObjectResponse
}
