import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { ExtendedRecordMap, SearchParams, SearchResult, SearchResults } from 'notion-types'
import { getTextContent, idToUuid, parsePageId } from 'notion-utils'
import { markedSnippet } from '@/lib/search/highlight-segments'
import { readRecord, type RawBlock } from './read-record'
import type { NotionSource } from './types'

/** Notion's default page size for search. */
const DEFAULT_SEARCH_LIMIT = 20

/** A title match ranks above a match in body text. */
const TITLE_SCORE = 2
const TEXT_SCORE = 1

/** The one file of a snapshot folder that is not a page. */
const MANIFEST_FILE = 'manifest.json'

function asRecordMap(parsed: unknown, file: string): ExtendedRecordMap {
  const candidate =
    parsed && typeof parsed === 'object' && 'recordMap' in parsed ? (parsed as { recordMap: unknown }).recordMap : parsed
  if (!candidate || typeof candidate !== 'object' || typeof (candidate as { block?: unknown }).block !== 'object') {
    throw new Error(`snapshot file ${file} is not a Notion record map (no "block" table)`)
  }
  const map = candidate as Partial<ExtendedRecordMap> & Pick<ExtendedRecordMap, 'block'>
  return {
    ...map,
    block: map.block,
    collection: map.collection ?? {},
    collection_view: map.collection_view ?? {},
    notion_user: map.notion_user ?? {},
    collection_query: map.collection_query ?? {},
    signed_urls: map.signed_urls ?? {}
  }
}

/**
 * A NotionSource over a recorded folder: `<32-hex page id>.json` record maps beside a manifest.json.
 * Pages are parsed once and handed out as copies, so a caller may change what it gets.
 */
export function createSnapshotSource(dir: string): NotionSource {
  const folder = path.resolve(dir)
  const pages = new Map<string, Promise<ExtendedRecordMap>>()
  let allFiles: Promise<string[]> | null = null

  const loadFile = (fileId: string): Promise<ExtendedRecordMap> => {
    let pending = pages.get(fileId)
    if (!pending) {
      const file = path.join(folder, `${fileId}.json`)
      pending = readFile(file, 'utf8').then(
        (text) => {
          try {
            return asRecordMap(JSON.parse(text), file)
          } catch (error) {
            throw new Error(`snapshot file ${file} is not valid: ${(error as Error).message}`, { cause: error })
          }
        },
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') {
            throw new Error(`page ${idToUuid(fileId)} is not in the snapshot folder ${folder} (no ${fileId}.json)`)
          }
          throw new Error(`cannot read ${file}: ${error.message}`, { cause: error })
        }
      )
      pending.catch(() => pages.delete(fileId))
      pages.set(fileId, pending)
    }
    return pending
  }

  const listFiles = (): Promise<string[]> => {
    allFiles ??= readdir(folder).then(
      (names) =>
        names
          .filter((name) => name.endsWith('.json') && name !== MANIFEST_FILE)
          .map((name) => name.slice(0, -'.json'.length))
          .filter((id) => /^[\da-f]{32}$/.test(id))
          .sort(),
      (error: Error) => {
        allFiles = null
        throw new Error(`cannot read the snapshot folder ${folder}: ${error.message}`, { cause: error })
      }
    )
    return allFiles
  }

  return {
    name: `snapshot ${folder}`,

    async getPage(pageId: string): Promise<ExtendedRecordMap> {
      const fileId = parsePageId(pageId, { uuid: false })
      if (!fileId) throw new Error(`"${pageId}" is not a Notion page id (snapshot ${folder})`)
      return structuredClone(await loadFile(fileId))
    },

    async search(params: SearchParams): Promise<SearchResults> {
      const query = (params.query ?? '').trim().toLowerCase()
      const empty: SearchResults = { results: [], total: 0, recordMap: { block: {} } }
      if (!query) return empty
      const limit = params.limit && params.limit > 0 ? params.limit : DEFAULT_SEARCH_LIMIT
      const hits: Array<{ result: SearchResult; order: number }> = []
      const hitMaps = new Map<string, ExtendedRecordMap>()
      const seen = new Set<string>()
      for (const fileId of await listFiles()) {
        let recordMap: ExtendedRecordMap
        try {
          recordMap = await loadFile(fileId)
        } catch (error) {
          // One unreadable page must not take search down with it; getPage still reports it.
          console.warn(`[quire] search skips ${fileId}.json: ${(error as Error).message}`)
          continue
        }
        for (const blockId of Object.keys(recordMap.block)) {
          if (seen.has(blockId)) continue
          const block = readRecord<RawBlock>(recordMap.block, blockId)
          if (!block || block.alive === false) continue
          const text = getTextContent(block.properties?.title as never)
          const index = text.toLowerCase().indexOf(query)
          if (index < 0) continue
          seen.add(blockId)
          const isPage = block.type === 'page'
          const marked = markedSnippet(text, index, query.length)
          const highlight = isPage ? { pathText: '', text: '', title: marked } : { pathText: '', text: marked }
          hits.push({
            result: { id: blockId, isNavigable: isPage, score: isPage ? TITLE_SCORE : TEXT_SCORE, highlight },
            order: hits.length
          })
          hitMaps.set(blockId, recordMap)
        }
      }
      hits.sort((a, b) => b.result.score - a.result.score || a.order - b.order)
      const shown = hits.slice(0, limit).map((hit) => hit.result)
      const block: ExtendedRecordMap['block'] = {}
      for (const { id } of shown) {
        // The modal shows each hit under its page: carry the block's parents up to that page.
        const recordMap = hitMaps.get(id)
        let currentId: string | undefined = id
        for (let depth = 0; currentId && recordMap && depth < 32; depth++) {
          const entry = recordMap.block[currentId]
          const current: RawBlock | undefined = readRecord<RawBlock>(recordMap.block, currentId)
          if (!entry || !current) break
          block[currentId] = entry
          if (current.type === 'page' || current.parent_table !== 'block') break
          currentId = current.parent_id
        }
      }
      return { results: shown, total: hits.length, recordMap: structuredClone({ block }) }
    }
  }
}
