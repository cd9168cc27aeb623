import type { Block, ExtendedRecordMap, PreviewImage } from 'notion-types'
import { getBlockValue, getNotionFileUrl } from 'notion-utils'
import type { ImageMirror } from './create-image-mirror'
import { imageSourceOf } from './image-source'
import { mirroredFileName, type MirroredImage } from './image-store'
import { MIRROR_WIDTHS } from './process-image'

/** The address pages load a kept image from (the compress width); served by pages/api/img, written into an export. */
export function mirroredImagePath(hash: string): string {
  return `/api/img/${mirroredFileName(hash, MIRROR_WIDTHS[0])}`
}

/** Fields of a block's `format` that hold an image the page draws. */
const FORMAT_IMAGES = ['page_cover', 'page_icon', 'bookmark_cover', 'bookmark_icon'] as const
/** Fields of a database (collection) record that hold one. */
const COLLECTION_IMAGES = ['icon', 'cover'] as const

type Table = 'block' | 'collection'

interface ImageField {
  table: Table
  id: string
  /**
   * `source` (an image block's `properties.source`), `property:<id>` (a database row's file
   * property that a view draws as its cards' cover), or a key of `format` (blocks) or of the record (databases).
   */
  field: string
  value: string
  record: Block
}

/** A record of `table` as Notion nests it (`{ value }` or `{ value: { value } }`), with its value replaced. */
function withValue(entry: unknown, value: object): unknown {
  const outer = entry as { value?: { value?: unknown } }
  if (outer.value && typeof outer.value === 'object' && outer.value.value && typeof outer.value.value === 'object') return { ...outer, value: { ...outer.value, value } }
  return { ...outer, value }
}

const PROPERTY_FIELD = 'property:'

/** The properties database views draw as their cards' cover (gallery and board: `{ type: 'property', property }`). */
function cardCoverProperties(recordMap: ExtendedRecordMap): Set<string> {
  const properties = new Set<string>()
  for (const entry of Object.values(recordMap.collection_view ?? {})) {
    const format = (getBlockValue(entry as never) as { format?: Record<string, unknown> } | undefined)?.format
    for (const key of ['gallery_cover', 'board_cover']) {
      const cover = format?.[key] as { type?: unknown; property?: unknown } | undefined
      if (cover?.type === 'property' && typeof cover.property === 'string') properties.add(cover.property)
    }
  }
  return properties
}

/** A file property's first file, as react-notion-x draws a card cover from it: `[name, [['a', address]]]`. */
function firstFileOf(value: unknown): { index: number; address: string } | null {
  if (!Array.isArray(value)) return null
  const index = value.findIndex((file) => Array.isArray(file) && file.length === 2)
  if (index < 0) return null
  const address = (value[index] as unknown[]).flat(2)[2]
  return typeof address === 'string' ? { index, address } : null
}

/** A database row's file properties drawn as card covers: only files of a `file` column, read the way the card reads them. */
function cardCoverFields(id: string, block: Block, recordMap: ExtendedRecordMap, coverProperties: Set<string>): ImageField[] {
  if (coverProperties.size === 0 || block.parent_table !== 'collection') return []
  const schema = (getBlockValue(recordMap.collection?.[block.parent_id] as never) as { schema?: Record<string, { type?: string }> } | undefined)?.schema
  const properties = block.properties as Record<string, unknown> | undefined
  return [...coverProperties].flatMap((property) => {
    const file = schema?.[property]?.type === 'file' ? firstFileOf(properties?.[property]) : null
    return file ? [{ table: 'block' as const, id, field: `${PROPERTY_FIELD}${property}`, value: file.address, record: block }] : []
  })
}

function imageFields(recordMap: ExtendedRecordMap): ImageField[] {
  const fields: ImageField[] = []
  const coverProperties = cardCoverProperties(recordMap)
  for (const [id, entry] of Object.entries(recordMap.block ?? {})) {
    const block = getBlockValue(entry)
    if (!block) continue
    fields.push(...cardCoverFields(id, block, recordMap, coverProperties))
    const source = block.type === 'image' ? (block.properties as { source?: unknown[][] } | undefined)?.source?.[0]?.[0] : undefined
    if (typeof source === 'string') fields.push({ table: 'block', id, field: 'source', value: source, record: block })
    const format = block.format as Record<string, unknown> | undefined
    for (const key of FORMAT_IMAGES) {
      const value = format?.[key]
      if (typeof value === 'string') fields.push({ table: 'block', id, field: key, value, record: block })
    }
  }
  for (const [id, entry] of Object.entries(recordMap.collection ?? {})) {
    const collection = getBlockValue(entry as never) as (Record<string, unknown> & Block) | undefined
    if (!collection) continue
    for (const key of COLLECTION_IMAGES) {
      const value = collection[key]
      if (typeof value === 'string') fields.push({ table: 'collection', id, field: key, value, record: { ...collection, id, type: 'page', parent_table: 'block' } as Block })
    }
  }
  return fields
}

function replaced(record: Record<string, unknown>, field: ImageField, path: string): Record<string, unknown> {
  if (field.table === 'collection') return { ...record, [field.field]: path }
  if (field.field.startsWith(PROPERTY_FIELD)) {
    const property = field.field.slice(PROPERTY_FIELD.length)
    const properties = record.properties as Record<string, unknown[]>
    const files = properties[property] ?? []
    const index = firstFileOf(files)?.index ?? -1
    const kept = files.map((file, at) => (at === index ? [(file as unknown[])[0], [['a', path]]] : file))
    return { ...record, properties: { ...properties, [property]: kept } }
  }
  if (field.field === 'source') {
    const properties = record.properties as { source?: unknown[][] }
    return { ...record, properties: { ...properties, source: [[path], ...(properties.source?.slice(1) ?? [])] } }
  }
  return { ...record, format: { ...(record.format as object), [field.field]: path } }
}

/**
 * `recordMap` with every image it draws (image blocks, page covers and icons, bookmark covers and
 * icons, a database's icon and cover) at the site's kept copy (`/api/img/<hash>-800.webp`), with
 * the copy's size and blurred preview in `preview_images`, and the signed URLs it no longer needs
 * dropped. Images that cannot be kept stay at their own address. The input is not changed.
 */
export async function mirrorRecordMap(recordMap: ExtendedRecordMap, mirror: ImageMirror, context: string): Promise<ExtendedRecordMap> {
  const signed = recordMap.signed_urls ?? {}
  const found = imageFields(recordMap).flatMap((field) => {
    const source = imageSourceOf(field.value, field.record, signed, mirror.imageOrigin)
    return source ? [{ field, kept: mirror.keep(source, context) }] : []
  })
  if (found.length === 0) return recordMap
  const results = await Promise.all(found.map(async ({ field, kept }) => ({ field, kept: await kept })))
  const kept = results.filter((result): result is { field: ImageField; kept: MirroredImage } => result.kept !== null)
  if (kept.length === 0) return recordMap

  const mirrored: ExtendedRecordMap = { ...recordMap, block: { ...recordMap.block }, collection: { ...recordMap.collection }, signed_urls: { ...signed }, preview_images: { ...recordMap.preview_images } }
  const previews = mirrored.preview_images as Record<string, PreviewImage>
  for (const { field, kept: image } of kept) {
    const path = mirroredImagePath(image.hash)
    const table = mirrored[field.table] as Record<string, unknown>
    const current = getBlockValue(table[field.id] as never) as Record<string, unknown> | undefined
    if (!current) continue
    table[field.id] = withValue(table[field.id], replaced(current, field, path))
    // The signature would otherwise win over the new address (notion-utils' getSignedFileUrl reads it first).
    delete mirrored.signed_urls[field.value]
    const fileUrl = getNotionFileUrl(field.value)
    if (fileUrl) delete mirrored.signed_urls[fileUrl]
    const primary = field.record.type === 'page' ? field.field === 'page_cover' : field.field === 'source'
    if (primary) delete mirrored.signed_urls[field.id]
    previews[path] = { originalWidth: image.width, originalHeight: image.height, dataURIBase64: image.preview }
  }
  return mirrored
}

/** Every image of `recordMap` kept (fetched now if need be), without rewriting anything: a build's prefetch. */
export async function keepImagesOf(recordMap: ExtendedRecordMap, mirror: ImageMirror, context: string): Promise<void> {
  await mirrorRecordMap(recordMap, mirror, context)
}
