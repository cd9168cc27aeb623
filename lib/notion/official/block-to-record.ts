import type { Decoration } from 'notion-types'
import { earliest, parentOf, toMs, type Converted, type ConvertedBlock } from './page-to-block'
import { readIcon, readMedia, type OfficialFile } from './read-official-file'
import { richTextToDecorations } from './rich-text-to-decorations'
import type { BlockObjectResponse, OfficialRichText } from './types'

/** Why a block has no record-map form: the site logs it as a missing block and draws the rest. */
export interface SkippedBlock {
  skipped: string
}

/** The column ids a table's rows are keyed by: the official API gives cells by position only. */
export function tableColumnId(index: number): string {
  return `col${index}`
}

/** Hosts whose embeds react-notion-x draws as their own block kinds. */
function embedTypeOf(url: string): string {
  let host = ''
  let path = ''
  try {
    const parsed = new URL(url)
    host = parsed.hostname.replace(/^www\./, '')
    path = parsed.pathname
  } catch {
    return 'embed'
  }
  if ((host === 'twitter.com' || host === 'x.com') && path.includes('/status/')) return 'tweet'
  if (host === 'gist.github.com') return 'gist'
  if ((host === 'google.com' && path.startsWith('/maps')) || host === 'maps.google.com') return 'maps'
  return 'embed'
}

function props(entries: Record<string, Decoration[] | undefined>): Record<string, Decoration[]> {
  const properties: Record<string, Decoration[]> = {}
  for (const [key, value] of Object.entries(entries)) if (value) properties[key] = value
  return properties
}

function color(value: string): Record<string, unknown> {
  return value && value !== 'default' ? { block_color: value } : {}
}

function text(richText: OfficialRichText, extra: Record<string, Decoration[] | undefined> = {}) {
  return props({ title: richTextToDecorations(richText), ...extra })
}

interface Shape {
  type: string
  properties?: Record<string, Decoration[]>
  format?: Record<string, unknown>
  file?: OfficialFile
}

function media(type: string, content: { caption: OfficialRichText } & Parameters<typeof readMedia>[0], extra: Record<string, Decoration[] | undefined> = {}): Shape {
  const file = readMedia(content)
  return { type, properties: props({ source: [[file.url]], caption: richTextToDecorations(content.caption), ...extra }), file }
}

/** The record-map form of one official block, without its place in the tree. */
function shapeOf(block: BlockObjectResponse): Shape | SkippedBlock {
  switch (block.type) {
    case 'paragraph':
      return { type: 'text', properties: text(block.paragraph.rich_text), format: color(block.paragraph.color) }
    case 'heading_1':
    case 'heading_2':
    case 'heading_3': {
      const heading = block.type === 'heading_1' ? block.heading_1 : block.type === 'heading_2' ? block.heading_2 : block.heading_3
      const type = block.type === 'heading_1' ? 'header' : block.type === 'heading_2' ? 'sub_header' : 'sub_sub_header'
      return { type, properties: text(heading.rich_text), format: { ...color(heading.color), ...(heading.is_toggleable && { toggleable: true }) } }
    }
    case 'bulleted_list_item':
      return { type: 'bulleted_list', properties: text(block.bulleted_list_item.rich_text), format: color(block.bulleted_list_item.color) }
    case 'numbered_list_item':
      return { type: 'numbered_list', properties: text(block.numbered_list_item.rich_text), format: color(block.numbered_list_item.color) }
    case 'to_do':
      return { type: 'to_do', properties: text(block.to_do.rich_text, { checked: [[block.to_do.checked ? 'Yes' : 'No']] }), format: color(block.to_do.color) }
    case 'toggle':
      return { type: 'toggle', properties: text(block.toggle.rich_text), format: color(block.toggle.color) }
    case 'quote':
      return { type: 'quote', properties: text(block.quote.rich_text), format: color(block.quote.color) }
    case 'callout': {
      const icon = readIcon(block.callout.icon)
      return {
        type: 'callout',
        properties: text(block.callout.rich_text),
        format: { ...color(block.callout.color), ...(icon && { page_icon: icon.url }) },
        ...(icon?.expiresAt !== undefined && { file: icon })
      }
    }
    case 'divider':
      return { type: 'divider' }
    case 'code':
      return { type: 'code', properties: text(block.code.rich_text, { language: [[block.code.language]], caption: richTextToDecorations(block.code.caption) }) }
    case 'equation':
      return { type: 'equation', properties: { title: [[block.equation.expression]] } }
    case 'column_list':
      return { type: 'column_list' }
    case 'column':
      return { type: 'column', ...(block.column.width_ratio !== undefined && { format: { column_ratio: block.column.width_ratio } }) }
    case 'table':
      return {
        type: 'table',
        format: {
          table_block_column_order: Array.from({ length: block.table.table_width }, (_, index) => tableColumnId(index)),
          table_block_column_header: block.table.has_column_header,
          table_block_row_header: block.table.has_row_header
        }
      }
    case 'table_row':
      return { type: 'table_row', properties: props(Object.fromEntries(block.table_row.cells.map((cell, index) => [tableColumnId(index), richTextToDecorations(cell)]))) }
    case 'image':
      return media('image', block.image)
    case 'video':
      return media('video', block.video)
    case 'pdf':
      return media('pdf', block.pdf)
    case 'audio':
      return media('audio', block.audio)
    case 'file':
      return media('file', block.file, { title: block.file.name ? [[block.file.name]] : undefined })
    case 'embed': {
      const type = embedTypeOf(block.embed.url)
      return { type, properties: props({ source: [[block.embed.url]], caption: richTextToDecorations(block.embed.caption) }) }
    }
    case 'bookmark':
      return { type: 'bookmark', properties: props({ link: [[block.bookmark.url]], caption: richTextToDecorations(block.bookmark.caption) }) }
    case 'link_preview':
      return { type: 'bookmark', properties: { link: [[block.link_preview.url]] } }
    case 'table_of_contents':
      return { type: 'table_of_contents', format: color(block.table_of_contents.color) }
    case 'synced_block':
      // Original or copy, the blocks it shows are its children (a copy's are listed from the original).
      return { type: 'transclusion_container' }
    case 'link_to_page': {
      const link = block.link_to_page
      const target = link.type === 'page_id' ? link.page_id : link.type === 'database_id' ? link.database_id : null
      if (!target) return { skipped: 'a link to a comment' }
      return { type: 'alias', format: { alias_pointer: { id: target, table: 'block' } } }
    }
    case 'child_page':
      return { type: 'page', properties: { title: [[block.child_page.title]] } }
    case 'child_database':
      // Its collection, view and rows are the source's to fetch: they take requests of their own.
      return { type: 'collection_view' }
    case 'unsupported':
      return { skipped: `a "${block.unsupported.block_type}" block, which the official API does not give` }
    default:
      return { skipped: `a "${block.type}" block, which Quire does not draw from the official API` }
  }
}

/**
 * One official block as a record map's block: the kind react-notion-x draws (`paragraph` ->
 * `text`, `heading_1` -> `header`, a synced block -> `transclusion_container`, an embed of a tweet
 * -> `tweet`, ...), its text as decorations, its colour and icon as format, and its place in the
 * tree. A kind with no record-map form comes back as the reason it is skipped.
 */
export function blockToRecord(block: BlockObjectResponse): Converted<ConvertedBlock> | SkippedBlock {
  const shape = shapeOf(block)
  if ('skipped' in shape) return shape
  const format = shape.format && Object.keys(shape.format).length > 0 ? shape.format : undefined
  const expiresAt = earliest(shape.file?.expiresAt)
  return {
    value: {
      id: block.id,
      type: shape.type,
      ...(shape.properties && Object.keys(shape.properties).length > 0 && { properties: shape.properties }),
      ...(format && { format }),
      ...parentOf(block.parent),
      created_time: toMs(block.created_time),
      last_edited_time: toMs(block.last_edited_time),
      alive: !block.in_trash
    },
    ...(expiresAt !== undefined && { expiresAt })
  }
}
