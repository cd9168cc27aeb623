import type { Block, ExtendedRecordMap } from 'notion-types'
import { getBlockValue } from 'notion-utils'
import { asFrameBlock } from './embed-frames'
import { renderableBlocks } from './renderable-blocks'
import { safeRecordMap } from './safe-record-map'
import { safeCollectionViews } from './safe-collection-views'

/** Id of the stand-in root block; never a Notion id (those are 32 hex digits). */
export const NOTION_BODY_ROOT_ID = 'quire-body-root'

interface DriveProperties {
  url?: string
  title?: string
  icon?: string
  thumbnail?: string
}

/**
 * A Google Drive block as a bookmark card with the same title, link, icon and thumbnail.
 * react-notion-x draws Drive previews through react-image, whose image cache changes what a
 * component renders between the server and hydration, and React then throws the server HTML away.
 */
function driveAsBookmark(block: Block): Block | null {
  const drive = (block.format as { drive_properties?: DriveProperties } | undefined)?.drive_properties
  if (block.type !== 'drive' || !drive?.url) return null
  return {
    ...block,
    type: 'bookmark',
    properties: { link: [[drive.url]], title: [[drive.title || drive.url]] },
    format: { ...(drive.icon && { bookmark_icon: drive.icon }), ...(drive.thumbnail && { bookmark_cover: drive.thumbnail }) }
  } as unknown as Block
}

/**
 * The record map NotionPage renders: a plain container block holding the page's content for
 * NotionRenderer to start from, Drive previews as bookmarks (see driveAsBookmark), and every block
 * react-notion-x would draw as a bare iframe (a video player, map, gist, form...) as an `embed`
 * that remembers its kind (asFrameBlock), so NotionEmbed draws it with the sandbox its kind needs.
 * Rendered from the page block itself, react-notion-x wraps the blocks in a <main>, and a site page
 * must have one main landmark, its own (a post body and an announcement would add two more). The
 * container is a `transclusion_container`, which renders as a bare <div>. Children that cannot render
 * (missing, unsupported, from an unknown external domain) are logged and left out (renderableBlocks),
 * grouped views get groups react-notion-x can read (safeCollectionViews), and URLs the site's
 * rule refuses are taken out where react-notion-x would use them unchecked (safeRecordMap).
 */
export function notionBodyRecordMap(recordMap: ExtendedRecordMap, pageId: string): ExtendedRecordMap {
  const page = getBlockValue(recordMap.block[pageId])
  const root = {
    id: NOTION_BODY_ROOT_ID,
    type: 'transclusion_container',
    content: page?.content ?? [],
    parent_id: pageId,
    parent_table: 'block',
    alive: true,
    version: 1,
    created_time: page?.created_time ?? 0,
    last_edited_time: page?.last_edited_time ?? 0,
    space_id: page?.space_id ?? ''
  } as unknown as Block
  const block: ExtendedRecordMap['block'] = { ...recordMap.block, [NOTION_BODY_ROOT_ID]: { role: 'reader', value: root } }
  for (const [id, record] of Object.entries(recordMap.block)) {
    const value = getBlockValue(record)
    const replaced = value && (driveAsBookmark(value) ?? asFrameBlock(value, recordMap.signed_urls))
    if (replaced) block[id] = { role: 'reader', value: replaced }
  }
  return safeRecordMap({ ...recordMap, block: renderableBlocks(block, NOTION_BODY_ROOT_ID), collection_view: safeCollectionViews(recordMap) })
}
