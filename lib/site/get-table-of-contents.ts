import type { ExtendedRecordMap } from 'notion-types'
import { getTextContent } from 'notion-utils'
import { readRecord } from '@/lib/notion/read-record'
import type { TocItem } from './types'

/** docs/behaviour.md §3: header, sub_header and sub_sub_header indent 0, 1 and 2 (Notion's rare fourth level sits with the third). */
const LEVELS: Record<string, TocItem['indentLevel']> = { header: 0, sub_header: 1, sub_sub_header: 2, header_4: 2 }

/** Blocks that only arrange others: headings inside them still belong to the page's outline. */
const CONTAINERS = new Set(['column_list', 'column', 'transclusion_container'])

/**
 * The page's headings in reading order, with fixed indent levels (unlike notion-utils, which
 * re-bases them, so a page of only sub-headers would indent differently from the spec).
 */
export function getTableOfContents(recordMap: ExtendedRecordMap, pageId: string): TocItem[] {
  const items: TocItem[] = []
  const visited = new Set<string>()
  const walk = (ids: unknown) => {
    if (!Array.isArray(ids)) return
    for (const id of ids) {
      if (typeof id !== 'string' || visited.has(id)) continue
      visited.add(id)
      const block = readRecord(recordMap.block, id)
      if (!block?.type || block.alive === false) continue
      const level = LEVELS[block.type]
      if (level !== undefined) {
        let text = ''
        try {
          text = getTextContent(block.properties?.title as never).trim()
        } catch {
          text = ''
        }
        if (text) items.push({ id, text, indentLevel: level })
      } else if (CONTAINERS.has(block.type)) {
        walk(block.content)
      } else if (block.type === 'transclusion_reference') {
        const pointer = block.format?.transclusion_reference_pointer as { id?: unknown } | undefined
        if (typeof pointer?.id === 'string') walk([pointer.id])
      }
    }
  }
  walk(readRecord(recordMap.block, pageId)?.content)
  return items
}
