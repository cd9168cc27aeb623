import type { ExtendedRecordMap } from 'notion-types'
import { recordValue } from './record-value'

/** The heavy third-party renderers of react-notion-x, each loaded only when a page holds its blocks. */
export interface NotionParts {
  code: boolean
  equation: boolean
  collection: boolean
  pdf: boolean
  /** Image blocks: the page loads the zoom script (medium-zoom). */
  image: boolean
}

const COLLECTION_TYPES = new Set(['collection_view', 'collection_view_page'])

/** True when rich text holds an inline equation: a decoration `['⁍', [['e', 'x^2']]]`. */
function hasInlineEquation(title: unknown): boolean {
  if (!Array.isArray(title)) return false
  return title.some(
    (part) => Array.isArray(part) && Array.isArray(part[1]) && part[1].some((mark: unknown) => Array.isArray(mark) && mark[0] === 'e')
  )
}

/**
 * Which third-party renderers a record map needs. The page block itself is skipped: a post is a
 * database row, and its own row properties are not rendered as a collection.
 */
export function notionParts(recordMap: ExtendedRecordMap | null | undefined, pageId?: string): NotionParts {
  const parts: NotionParts = { code: false, equation: false, collection: false, pdf: false, image: false }
  if (!recordMap?.block) return parts
  for (const [id, record] of Object.entries(recordMap.block)) {
    const block = recordValue<{ id: string; type: string; properties?: unknown }>(record)
    if (!block || id === pageId) continue
    if (block.type === 'code') parts.code = true
    else if (block.type === 'equation') parts.equation = true
    else if (block.type === 'pdf') parts.pdf = true
    else if (block.type === 'image') parts.image = true
    else if (COLLECTION_TYPES.has(block.type)) parts.collection = true
    if (!parts.equation && hasInlineEquation((block as { properties?: { title?: unknown } }).properties?.title)) {
      parts.equation = true
    }
  }
  return parts
}
