import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import { getTextContent, parsePageId, uuidToId } from 'notion-utils'
import { namesLocaleWorkspaces, parseLocaleWorkspaces } from '@/lib/i18n/locale-workspaces'
import { findDatabase } from './find-database'
import { listCollectionRowIds } from './list-collection-row-ids'
import { mapWithConcurrency } from './map-with-concurrency'
import { readRecord } from './read-record'
import type { NotionSource, SnapshotManifest } from './types'

/** Pages fetched at once: enough to be quick, few enough to stay clear of Notion's rate limit. */
export const SNAPSHOT_CONCURRENCY = 4

/** Only files named like a page are ever removed from the folder: it may hold the owner's own files too. */
const PAGE_FILE = /^[\da-f]{32}\.json$/

export interface RecordSnapshotOptions {
  source: NotionSource
  /** A root page id or URL; or, as NOTION_PAGE_ID names them, one per language: `<id>,ja-JP:<id2>`. */
  rootPageId: string
  dir: string
  concurrency?: number
  log?: (message: string) => void
  now?: () => Date
}

export interface RecordedSnapshot {
  manifest: SnapshotManifest
  /** Dashed ids of every page written, each root before its rows, the default workspace first. */
  pageIds: string[]
}

async function writePage(dir: string, pageId: string, recordMap: ExtendedRecordMap): Promise<void> {
  await writeFile(path.join(dir, `${uuidToId(pageId)}.json`), `${JSON.stringify(recordMap, null, 1)}\n`)
}

/**
 * The roots a `rootPageId` value names, the default workspace first; a malformed id is named,
 * whatever the form. The snapshot command checks its argument with it before fetching anything.
 */
export function parseSnapshotRoots(value: string): Array<{ locale: string | null; pageId: string }> {
  if (namesLocaleWorkspaces(value)) return parseLocaleWorkspaces(value)
  const pageId = parsePageId(value)
  if (!pageId) throw new Error(`"${value}" is not a Notion page id (expected 32 hex characters or a Notion URL)`)
  return [{ locale: null, pageId }]
}

/** One workspace's root database page and every row page, written into `folder`; their dashed ids, the root first. */
async function recordWorkspace(options: RecordSnapshotOptions, folder: string, rootPageId: string, log: (message: string) => void): Promise<string[]> {
  const { source } = options
  log(`fetching the root page ${rootPageId} from ${source.name}`)
  const root = await source.getPage(rootPageId, { allRows: true })
  const database = findDatabase(root, rootPageId)
  if (!database) throw new Error(`page ${rootPageId} holds no database: a Quire workspace's root is its blog database`)
  await writePage(folder, rootPageId, root)

  const rowIds = listCollectionRowIds(root, database.collectionId, database.viewIds).filter((id) => {
    if (parsePageId(id) === id) return true
    log(`missing block: skipping malformed row id "${id}"`)
    return false
  })
  log(`${rowIds.length} rows to fetch, ${options.concurrency ?? SNAPSHOT_CONCURRENCY} at a time`)
  let done = 0
  const settled = await mapWithConcurrency(rowIds, options.concurrency ?? SNAPSHOT_CONCURRENCY, async (id) => {
    const recordMap = await source.getPage(id)
    await writePage(folder, id, recordMap)
    const title = getTextContent(readRecord(recordMap.block, id)?.properties?.title as never)
    log(`[${++done}/${rowIds.length}] ${id} ${title}`)
  })
  const failures = settled.flatMap((result, index) =>
    result.status === 'rejected' ? [`${rowIds[index]}: ${(result.reason as Error)?.message ?? String(result.reason)}`] : []
  )
  if (failures.length > 0) {
    throw new Error(`${failures.length} of ${rowIds.length} pages could not be recorded into ${folder}:\n  ${failures.join('\n  ')}`)
  }
  return [rootPageId, ...rowIds]
}

/**
 * Records a workspace into a snapshot folder the site can run from offline: the root database page,
 * then every row page (posts, pages, menus, the notice, the config row), then manifest.json. Given
 * several roots (`<id>,ja-JP:<id2>`, as NOTION_PAGE_ID takes them) it records each into the same
 * folder, so one folder serves a multi-language site; the manifest names the default one. Files
 * of an earlier recording that this one no longer has are removed. Throws, naming the pages, when
 * any page could not be fetched; manifest.json is removed first and written last, so a half
 * recording is never taken for a snapshot.
 */
export async function recordSnapshot(options: RecordSnapshotOptions): Promise<RecordedSnapshot> {
  const { dir } = options
  const log = options.log ?? (() => {})
  const workspaces = parseSnapshotRoots(options.rootPageId)
  const rootPageId = workspaces[0]?.pageId ?? ''
  const folder = path.resolve(dir)
  await mkdir(folder, { recursive: true })
  // Until this recording completes, the folder must not pass for a usable snapshot.
  await rm(path.join(folder, 'manifest.json'), { force: true })

  const recorded: string[] = []
  for (const workspace of workspaces) {
    if (workspace.locale) log(`the ${workspace.locale} workspace`)
    recorded.push(...(await recordWorkspace(options, folder, workspace.pageId, log)))
  }
  // A page two workspaces share is written once, listed where it first came.
  const pageIds = [...new Set(recorded)]
  const keep = new Set(pageIds.map((id) => `${uuidToId(id)}.json`))
  for (const name of await readdir(folder)) {
    if (PAGE_FILE.test(name) && !keep.has(name)) await rm(path.join(folder, name))
  }
  const manifest: SnapshotManifest = {
    rootPageId,
    recordedAt: (options.now?.() ?? new Date()).toISOString(),
    source: `quire snapshot ${rootPageId}`
  }
  await writeFile(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  log(`recorded ${pageIds.length} pages into ${folder}`)
  return { manifest, pageIds }
}
