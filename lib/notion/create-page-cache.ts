import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import { parsePageId } from 'notion-utils'

/** `<32-hex page id>@<last_edited_time in ms>.json`: one file per version of a page. */
const ENTRY = /^([\da-f]{32})@(\d+)\.json$/

export interface CachedPage {
  recordMap: ExtendedRecordMap
  version: number
}

/**
 * Record maps of pages on disk, keyed by page id and `last_edited_time`: a page whose edit time
 * has not changed is never fetched again. Hosts keep `.next/cache` between builds, so a rebuild
 * reads from here; `next start` reads from it too, as the last good copy when Notion fails.
 */
export interface PageCache {
  readonly dir: string
  /** The page at exactly this version, or undefined. */
  read(pageId: string, version: number): Promise<ExtendedRecordMap | undefined>
  /** Stores a version and drops the page's older ones. */
  write(pageId: string, version: number, recordMap: ExtendedRecordMap): Promise<void>
  /** The newest version on disk, whatever its edit time: the last good copy. */
  readLatest(pageId: string): Promise<CachedPage | undefined>
}

/** The file name of one version: the cache key. */
export function pageCacheKey(pageId: string, version: number): string {
  const id = parsePageId(pageId, { uuid: false })
  if (!id) throw new Error(`page cache: "${pageId}" is not a Notion page id`)
  if (!Number.isSafeInteger(version) || version < 0) throw new Error(`page cache: version of ${pageId} must be an edit time in ms, got ${version}`)
  return `${id}@${version}.json`
}

async function readJson(file: string): Promise<ExtendedRecordMap | undefined> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  try {
    const parsed = JSON.parse(text) as ExtendedRecordMap
    return parsed && typeof parsed === 'object' && parsed.block ? parsed : undefined
  } catch {
    // A torn or hand-edited file is a miss: the page is fetched again and the file rewritten.
    return undefined
  }
}

/** Every `<id>@<version>.json` in `dir`, by page id (32 hex): one readdir for the whole folder. */
async function listVersions(dir: string): Promise<Map<string, Set<number>>> {
  const byPage = new Map<string, Set<number>>()
  let names: string[]
  try {
    names = await readdir(dir)
  } catch {
    return byPage
  }
  for (const name of names) {
    const match = ENTRY.exec(name)
    if (!match?.[1]) continue
    const versions = byPage.get(match[1]) ?? new Set<number>()
    versions.add(Number(match[2]))
    byPage.set(match[1], versions)
  }
  return byPage
}

function bareId(pageId: string): string {
  return parsePageId(pageId, { uuid: false }) ?? pageId
}

export function createPageCache(dir: string): PageCache {
  const folder = path.resolve(dir)
  /**
   * What is on disk, read once and kept up to date with this process's writes: a cold build writes
   * a thousand pages, and listing the folder after each write made that quadratic. Files another
   * process writes meanwhile are missed here, which only leaves an old version for a later cleanup.
   */
  let known: Promise<Map<string, Set<number>>> | null = null
  return {
    dir: folder,

    read: (pageId, version) => readJson(path.join(folder, pageCacheKey(pageId, version))),

    async write(pageId, version, recordMap) {
      const name = pageCacheKey(pageId, version)
      await mkdir(folder, { recursive: true })
      const temporary = path.join(folder, `${name}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`)
      await writeFile(temporary, JSON.stringify(recordMap))
      // Atomic: a build worker reading at the same moment sees the whole file or none.
      await rename(temporary, path.join(folder, name))
      known ??= listVersions(folder)
      const index = await known
      const id = bareId(pageId)
      const versions = index.get(id) ?? new Set<number>()
      index.set(id, new Set([version]))
      for (const older of versions) {
        if (older !== version) await rm(path.join(folder, pageCacheKey(pageId, older)), { force: true })
      }
    },

    async readLatest(pageId) {
      // Listed afresh: the last good copy may have been written by another process since.
      const versions = [...((await listVersions(folder)).get(bareId(pageId)) ?? [])].sort((a, b) => b - a)
      for (const version of versions) {
        const recordMap = await readJson(path.join(folder, pageCacheKey(pageId, version)))
        if (recordMap) return { recordMap, version }
      }
      return undefined
    }
  }
}
