import type { Block, Decoration, ExtendedRecordMap } from 'notion-types'
import { recordValue } from './record-value'

/** Block types a short notice is made of, drawn without the Notion renderer (31 kB gzip of JS). */
export const SIMPLE_BLOCK_TYPES = new Set([
  'text',
  'header',
  'sub_header',
  'sub_sub_header',
  'bulleted_list',
  'numbered_list',
  'quote',
  'callout',
  'divider'
])

export interface SimpleBlock {
  id: string
  type: string
  title: Decoration[]
  icon: string
}

/**
 * The page's top-level blocks, when every one of them is simple and has no children; null otherwise,
 * so the caller falls back to the full renderer.
 */
export function simpleBlocks(recordMap: ExtendedRecordMap): SimpleBlock[] | null {
  const [rootId] = Object.keys(recordMap.block)
  const root = rootId ? recordValue<Block>(recordMap.block[rootId]) : undefined
  if (!root) return null
  const blocks: SimpleBlock[] = []
  for (const id of root.content ?? []) {
    const block = recordValue<Block>(recordMap.block[id])
    if (!block || !SIMPLE_BLOCK_TYPES.has(block.type) || (block.content?.length ?? 0) > 0) return null
    const title = ((block.properties as { title?: Decoration[] } | undefined)?.title ?? []) as Decoration[]
    const icon = (block.format as { page_icon?: string } | undefined)?.page_icon ?? ''
    blocks.push({ id, type: block.type, title, icon })
  }
  return blocks
}
