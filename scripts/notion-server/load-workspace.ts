import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { idToUuid } from 'notion-utils'
import { readRecord, type RawBlock } from '@/lib/notion/read-record'

/** A record as stored in a snapshot, in whichever of Notion's two formats it came. */
export type StoredRecord = Record<string, unknown>

export type Table = Map<string, StoredRecord>

/**
 * Every record of a snapshot folder, merged into one workspace the server answers from, the way
 * Notion holds them: one table per record kind, plus the recorded collection query results.
 */
export interface Workspace {
  dir: string
  block: Table
  collection: Table
  collection_view: Table
  notion_user: Table
  /** collection id -> view id -> reducer results, as recorded. */
  collectionQuery: Map<string, Map<string, unknown>>
  /** file URL or block id -> signed URL, as recorded. */
  signedUrls: Map<string, string>
  /** Dashed ids of the pages that have a file of their own. */
  pageIds: string[]
  /** A fresh signed URL for a file the server hosts (hosted-files.ts), or undefined for any other address. */
  signFile?: (address: string) => string | undefined
}

const PAGE_FILE = /^([\da-f]{32})\.json$/

function asObject(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
}

function mergeTable(target: Table, source: unknown, overwrite: (id: string) => boolean): void {
  const entries = asObject(source)
  if (!entries) return
  for (const [id, entry] of Object.entries(entries)) {
    const record = asObject(entry)
    if (!record) continue
    if (!target.has(id) || overwrite(id)) target.set(id, record)
  }
}

/**
 * Reads every `<32-hex id>.json` of a snapshot folder (record maps, or `{recordMap}` wrappers such as
 * a recorded getPage result or loadPageChunk response). A page's own file has the last word on its
 * own block; every other record keeps the first copy met. Throws naming the file that is not JSON.
 */
export function loadWorkspace(dir: string): Workspace {
  const folder = path.resolve(dir)
  const workspace: Workspace = {
    dir: folder,
    block: new Map(),
    collection: new Map(),
    collection_view: new Map(),
    notion_user: new Map(),
    collectionQuery: new Map(),
    signedUrls: new Map(),
    pageIds: []
  }
  const files = readdirSync(folder)
    .filter((name) => PAGE_FILE.test(name))
    .sort()
  for (const name of files) {
    const file = path.join(folder, name)
    let parsed: unknown
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'))
    } catch (error) {
      throw new Error(`notion-server: ${file} is not JSON: ${(error as Error).message}`, { cause: error })
    }
    const outer = asObject(parsed)
    const map = asObject(outer?.recordMap) ?? outer
    if (!map || !asObject(map.block)) throw new Error(`notion-server: ${file} is not a record map (no "block" table)`)
    const pageId = idToUuid(PAGE_FILE.exec(name)?.[1] ?? '')
    workspace.pageIds.push(pageId)
    mergeTable(workspace.block, map.block, (id) => id === pageId)
    mergeTable(workspace.collection, map.collection, () => false)
    mergeTable(workspace.collection_view, map.collection_view, () => false)
    mergeTable(workspace.notion_user, map.notion_user, () => false)
    for (const [collectionId, views] of Object.entries(asObject(map.collection_query) ?? {})) {
      const known = workspace.collectionQuery.get(collectionId) ?? new Map<string, unknown>()
      for (const [viewId, result] of Object.entries(asObject(views) ?? {})) if (!known.has(viewId)) known.set(viewId, result)
      workspace.collectionQuery.set(collectionId, known)
    }
    for (const [key, url] of Object.entries(asObject(map.signed_urls) ?? {})) {
      if (typeof url === 'string' && !workspace.signedUrls.has(key)) workspace.signedUrls.set(key, url)
    }
  }
  return workspace
}

/** A block's value from the workspace, whichever format it is stored in. */
export function blockOf(workspace: Workspace, id: string): RawBlock | undefined {
  const entry = workspace.block.get(id)
  return entry ? readRecord({ [id]: entry }, id) : undefined
}
