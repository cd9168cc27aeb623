import type { ExtendedRecordMap } from 'notion-types'
import { getPageContentBlockIds, getTextContent } from 'notion-utils'
import { readRecord } from '@/lib/notion/read-record'

/** Blocks that are other pages: of those only the title is this page's text (a row's other properties, a password among them, are not). */
const PAGE_TYPES = new Set(['page', 'collection_view_page'])

/**
 * The words of a page's own blocks, one block a line, in reading order: every text property of each
 * block (text, captions, code, table cells), and only the title of a sub-page or linked page. The
 * page's own properties are left out: title, summary and tags are matched on their own.
 */
export function getPostText(recordMap: ExtendedRecordMap, pageId: string): string {
  const lines: string[] = []
  for (const id of getPageContentBlockIds(recordMap, pageId)) {
    if (id === pageId) continue
    const block = readRecord(recordMap.block, id)
    if (!block?.properties || block.alive === false) continue
    const keys = block.type && PAGE_TYPES.has(block.type) ? ['title'] : Object.keys(block.properties)
    for (const key of keys) {
      const value = block.properties[key]
      if (!Array.isArray(value)) continue
      try {
        const text = getTextContent(value).trim()
        if (text) lines.push(text)
      } catch {
        // A malformed rich-text value has no words to find.
      }
    }
  }
  return lines.join('\n')
}
