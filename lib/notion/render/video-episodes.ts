import type { ExtendedRecordMap } from 'notion-types'
import { recordValue } from './record-value'
import { safeUrl } from '../../urls/safe-url'

/** A captioned video or embed of a post, as an episode of its player. */
export interface Episode {
  /** The block's id, dashed. */
  id: string
  /** What plays: the block's source (for embeds, the address Notion embeds). */
  source: string
  /** The block's caption, as plain text: the episode's name. */
  caption: string
}

interface BlockShape {
  id: string
  type?: string
  content?: string[]
  properties?: { source?: unknown; caption?: unknown }
  format?: { display_source?: unknown }
}

/** The kinds of block that become episodes. */
const EPISODE_TYPES = new Set(['video', 'embed'])

function plainText(richText: unknown): string {
  if (!Array.isArray(richText)) return ''
  return richText.map((part) => (Array.isArray(part) && typeof part[0] === 'string' ? part[0] : '')).join('').trim()
}

/**
 * The episodes of a post: every video or embed block that has a caption, in reading order (depth
 * first from the page, through columns and toggles), whose address may be played in a frame (http(s)
 * or a site path). A block without a caption stays where it is in the body.
 */
export function videoEpisodes(recordMap: ExtendedRecordMap | null | undefined, pageId: string): Episode[] {
  if (!recordMap) return []
  const episodes: Episode[] = []
  const seen = new Set<string>()
  const visit = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    const block = recordValue<BlockShape>(recordMap.block[id])
    if (!block) return
    if (block.type && EPISODE_TYPES.has(block.type)) {
      const caption = plainText(block.properties?.caption)
      const source = safeUrl(typeof block.format?.display_source === 'string' ? block.format.display_source : plainText(block.properties?.source), 'frame')
      if (caption && source) episodes.push({ id: block.id, source, caption })
      return
    }
    // Sub-pages keep their own videos.
    if (block.type === 'page' && id !== pageId) return
    for (const child of block.content ?? []) visit(child)
  }
  visit(pageId)
  return episodes
}

/** The class react-notion-x gives a block's element: `notion-block-` and its id without dashes. */
export function blockClass(id: string): string {
  return `notion-block-${id.replaceAll('-', '')}`
}
