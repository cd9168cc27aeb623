import type { Block, ExtendedRecordMap } from 'notion-types'
import { getBlockValue } from 'notion-utils'

/** Every block type react-notion-x 8 draws; anything else would render as an empty div after a log of the whole block. */
export const RENDERABLE_BLOCK_TYPES: ReadonlySet<string> = new Set([
  'alias', 'audio', 'bookmark', 'bulleted_list', 'button', 'callout', 'code', 'codepen', 'collection_view',
  'collection_view_page', 'column', 'column_list', 'divider', 'drive', 'embed', 'equation', 'excalidraw',
  'external_object_instance', 'figma', 'file', 'gist', 'header', 'image', 'maps', 'numbered_list', 'page', 'pdf',
  'quote', 'replit', 'sub_header', 'sub_sub_header', 'tab', 'table', 'table_of_contents', 'table_row', 'text',
  'to_do', 'toggle', 'transclusion_container', 'transclusion_reference', 'tweet', 'typeform', 'video'
])

/** External objects (Notion's "synced link previews") react-notion-x can draw; others it skips. */
export const EXTERNAL_OBJECT_DOMAINS: ReadonlySet<string> = new Set(['github.com'])

export type BlockLog = (message: string) => void

const warn: BlockLog = (message) => console.warn(`[quire] ${message}`)

/** Why a child block will not render, or null when it will. */
function skipReason(block: Block | undefined, id: string): string | null {
  if (!block) return `missing block ${id}`
  if (!RENDERABLE_BLOCK_TYPES.has(block.type)) return `unsupported block type "${block.type}" (${id})`
  if (block.type === 'external_object_instance') {
    const domain = (block.format as { domain?: unknown } | undefined)?.domain
    if (typeof domain !== 'string' || !EXTERNAL_OBJECT_DOMAINS.has(domain)) {
      return `unsupported external object domain "${String(domain)}" (${id})`
    }
  }
  return null
}

/** Blocks drawn as a link or a card: their own content is not rendered inside this page. */
const LEAF_TYPES: ReadonlySet<string> = new Set(['page', 'collection_view_page', 'alias'])

/** Deeper than any real page nests its blocks; stops a malformed content loop. */
const MAX_DEPTH = 64

/**
 * The block table with every child that cannot render taken out of its parent's content, each
 * logged once in one line: a missing block (docs/behaviour.md §8: 'missing block'), an unsupported type, an
 * external object from an unsupported domain. Only what is drawn from `rootId` down is walked, so a
 * sub-page's unloaded content is not reported. The renderer then meets only blocks it can draw,
 * and a broken child never costs the page around it.
 */
export function renderableBlocks(table: ExtendedRecordMap['block'], rootId: string, log: BlockLog = warn): ExtendedRecordMap['block'] {
  const result: ExtendedRecordMap['block'] = { ...table }
  const visited = new Set<string>()
  const visit = (id: string, depth: number) => {
    if (visited.has(id) || depth > MAX_DEPTH) return
    visited.add(id)
    const block = getBlockValue(table[id])
    if (!block || !Array.isArray(block.content) || block.content.length === 0) return
    const kept = block.content.filter((childId) => {
      if (typeof childId !== 'string') return false
      const child = getBlockValue(table[childId])
      const reason = skipReason(child, childId)
      if (reason) {
        if (!visited.has(childId)) log(reason)
        visited.add(childId)
        return false
      }
      if (child && !LEAF_TYPES.has(child.type)) visit(childId, depth + 1)
      return true
    })
    if (kept.length !== block.content.length) result[id] = { role: 'reader', value: { ...block, content: kept } as Block }
  }
  visit(rootId, 0)
  return result
}
