import type { Block, Collection, ExtendedRecordMap } from 'notion-types'
import { isNotionStockPath } from '../../urls/notion-image-url'
import { safeUrl } from '../../urls/safe-url'
import { carrySitePath } from '../../urls/site-path-carrier'
import { recordValue } from './record-value'

/**
 * An icon react-notion-x would print as text although it names a picture: a path of this site
 * (`/demo/icons/lamp.svg`, or a kept image's path), carried as an absolute URL so it is drawn as an
 * image. Notion's stock `/icons/…` react-notion-x draws itself; emoji and absolute URLs stay as they are.
 */
function drawableIcon(icon: unknown): string | null {
  if (typeof icon !== 'string') return null
  const path = icon.trim()
  if (!path.startsWith('/') || isNotionStockPath(path) || !safeUrl(path, 'image')) return null
  return carrySitePath(path)
}

/**
 * The record map with every icon that is a site path made one react-notion-x draws as a picture
 * (docs/behaviour.md §5), at the size the block gives it: block icons (callouts, pages, links to
 * pages, database rows) and database icons. The renderer's mapImageUrl (notionImageUrl) turns each
 * back into the site path. Records without such an icon are shared, not copied.
 */
export function withDrawableIcons(recordMap: ExtendedRecordMap): ExtendedRecordMap {
  let blocks: ExtendedRecordMap['block'] | null = null
  for (const [id, record] of Object.entries(recordMap.block)) {
    const block = recordValue<Block>(record)
    const icon = drawableIcon((block?.format as { page_icon?: unknown } | undefined)?.page_icon)
    if (!block || !icon) continue
    blocks ??= { ...recordMap.block }
    blocks[id] = { role: 'reader', value: { ...block, format: { ...block.format, page_icon: icon } } as Block }
  }
  let collections: ExtendedRecordMap['collection'] | null = null
  for (const [id, record] of Object.entries(recordMap.collection ?? {})) {
    const collection = recordValue<Collection>(record)
    const icon = drawableIcon(collection?.icon)
    if (!collection || !icon) continue
    collections ??= { ...recordMap.collection }
    collections[id] = { role: 'reader', value: { ...collection, icon } }
  }
  if (!blocks && !collections) return recordMap
  return { ...recordMap, block: blocks ?? recordMap.block, collection: collections ?? recordMap.collection }
}
