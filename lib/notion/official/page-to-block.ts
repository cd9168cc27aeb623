import type { Decoration } from 'notion-types'
import type { RawBlock } from '../read-record'
import { decodePropertyId } from './property-id'
import { propertyToDecorations } from './property-to-decorations'
import { readCover, readIcon } from './read-official-file'
import type { BlockObjectResponse, DatabaseObjectResponse, PageObjectResponse } from './types'

/** A record-map block with what an official object adds: when its Notion-hosted files stop working. */
export interface ConvertedBlock extends RawBlock {
  id: string
  type: string
  parent_id: string
  parent_table: string
}

export interface Converted<T> {
  value: T
  /** The earliest expiry of the signed file URLs it holds, if any (ms since the epoch). */
  expiresAt?: number
}

type Parent = PageObjectResponse['parent'] | DatabaseObjectResponse['parent'] | BlockObjectResponse['parent']

/** Where a record sits, as record maps say it: a row in a collection, a block in a block, a page in the workspace. */
export function parentOf(parent: Parent): { parent_id: string; parent_table: string } {
  switch (parent.type) {
    case 'data_source_id':
      return { parent_id: parent.data_source_id, parent_table: 'collection' }
    case 'database_id':
      return { parent_id: parent.database_id, parent_table: 'collection' }
    case 'page_id':
      return { parent_id: parent.page_id, parent_table: 'block' }
    case 'block_id':
      return { parent_id: parent.block_id, parent_table: 'block' }
    default:
      return { parent_id: '', parent_table: 'space' }
  }
}

export function earliest(...times: Array<number | undefined>): number | undefined {
  const known = times.filter((time): time is number => time !== undefined)
  return known.length ? Math.min(...known) : undefined
}

/** An ISO time as the ms record maps count in; 0 when it cannot be read. */
export function toMs(iso: string): number {
  const ms = Date.parse(iso)
  return Number.isFinite(ms) ? ms : 0
}

/**
 * A page (a database row, or a page in a page) as a record map's page block: its columns keyed by
 * their ids, its icon and cover, its times and parent. Its content (child block ids) is filled in
 * by whoever lists its children.
 */
export function pageToBlock(page: PageObjectResponse): Converted<ConvertedBlock> {
  const properties: Record<string, Decoration[]> = {}
  for (const property of Object.values(page.properties)) {
    const decorations = propertyToDecorations(property)
    if (decorations) properties[decodePropertyId(property.id)] = decorations
  }
  const icon = readIcon(page.icon)
  const cover = readCover(page.cover)
  const format: Record<string, unknown> = {
    ...(icon && { page_icon: icon.url }),
    ...(cover && { page_cover: cover.url })
  }
  const expiresAt = earliest(icon?.expiresAt, cover?.expiresAt)
  return {
    value: {
      id: page.id,
      type: 'page',
      properties,
      ...(Object.keys(format).length > 0 && { format }),
      ...parentOf(page.parent),
      created_time: toMs(page.created_time),
      last_edited_time: toMs(page.last_edited_time),
      alive: !page.in_trash
    },
    ...(expiresAt !== undefined && { expiresAt })
  }
}
