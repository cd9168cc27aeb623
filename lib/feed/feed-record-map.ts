import type { Block, ExtendedRecordMap } from 'notion-types'
import { getBlockValue } from 'notion-utils'
import { frameKindField } from '@/lib/notion/render/embed-frames'
import { NOTION_BODY_ROOT_ID, notionBodyRecordMap } from '@/lib/notion/render/notion-body-record-map'

/** What a block a feed reader cannot run is, named in the link that stands for it. */
export type HeavyBlockKind = 'video' | 'audio' | 'embed' | 'database' | 'pdf'

/**
 * Blocks that need a player, a script or a frame: a feed reader runs none, and strips frames.
 * Each becomes a link to the post, where they work.
 */
export const HEAVY_BLOCK_KINDS: Readonly<Record<string, HeavyBlockKind>> = {
  video: 'video',
  audio: 'audio',
  embed: 'embed',
  tweet: 'embed',
  maps: 'embed',
  figma: 'embed',
  typeform: 'embed',
  codepen: 'embed',
  excalidraw: 'embed',
  gist: 'embed',
  replit: 'embed',
  // An inline database; a database page inside a post is drawn as a link to that page, which stays.
  collection_view: 'database',
  pdf: 'pdf'
}

/** A site path as an icon (`/demo/icons/lamp.svg`), which react-notion-x would print as text: absolute, it draws as an image. */
function withAbsoluteIcon(block: Block, postUrl: string): Block | null {
  const icon = (block.format as { page_icon?: unknown } | undefined)?.page_icon
  if (typeof icon !== 'string' || !icon.startsWith('/') || icon.startsWith('//')) return null
  return { ...block, format: { ...block.format, page_icon: new URL(icon, postUrl).toString() } } as Block
}

/**
 * The record map a feed item renders: the page's body as the site renders it (notionBodyRecordMap:
 * a plain root, unrenderable blocks left out), with each heavy block replaced by a paragraph that
 * links to `postUrl`, its text given by `label`, and icons at site paths made absolute. Start
 * rendering at NOTION_BODY_ROOT_ID.
 */
export function feedRecordMap(recordMap: ExtendedRecordMap, pageId: string, postUrl: string, label: (kind: HeavyBlockKind) => string): ExtendedRecordMap {
  const body = notionBodyRecordMap(recordMap, pageId)
  const block: ExtendedRecordMap['block'] = { ...body.block }
  for (const [id, record] of Object.entries(body.block)) {
    const value = getBlockValue(record)
    if (!value || id === NOTION_BODY_ROOT_ID) continue
    // The body map turned every framed block into an embed that keeps its kind (a video stays a video).
    const kind = value.type === 'embed' ? (HEAVY_BLOCK_KINDS[frameKindField(value)] ?? 'embed') : HEAVY_BLOCK_KINDS[value.type]
    if (!kind) {
      const iconed = withAbsoluteIcon(value, postUrl)
      if (iconed) block[id] = { role: 'reader', value: iconed }
      continue
    }
    const link = { ...value, type: 'text', content: [], properties: { title: [[label(kind), [['a', postUrl]]]] }, format: {} } as unknown as Block
    block[id] = { role: 'reader', value: link }
  }
  return { ...body, block }
}
