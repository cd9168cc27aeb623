import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { SnapshotManifest } from '@/lib/notion/types'
import { buildSnapshot } from './build-snapshot'
import { makeMedia } from './make-media'
import { namespaceIds } from './namespace-ids'
import { readContent } from './read-content'

/** Fixed, so regenerating gives byte-identical files: the demo is authored, not recorded. */
export const DEMO_RECORDED_AT = '2026-07-01T00:00:00.000Z'

/**
 * `content/locales/<locale>/`: a second workspace per language, for multi-language sites
 * (NOTION_PAGE_ID `<demo root>,ja-JP:<its root>`). Its pages go into the same snapshot folder.
 */
export const LOCALES_DIR = 'locales'

export interface GenerateDemoOptions {
  /** `scripts/demo/content` */
  contentDir: string
  /** `scripts/demo/snapshot`: emptied of JSON files, then written. */
  snapshotDir: string
  /** `public`: the media land in `<publicDir>/demo/`, which the generator owns entirely. */
  publicDir: string
}

export interface GenerateDemoResult {
  rootPageId: string
  /** The root of each language workspace under `content/locales/`, by locale. */
  localeRootPageIds: Record<string, string>
  /** Absolute paths of every file written. */
  files: string[]
}

/**
 * Reads the readable demo content and writes the snapshot folder (manifest plus one record map
 * per page) and the local media it references. Output depends only on the input files.
 */
export async function generateDemo(options: GenerateDemoOptions): Promise<GenerateDemoResult> {
  const content = readContent(options.contentDir)
  const media = await makeMedia(content.rows.map((row) => ({ key: row.key, category: row.meta.category, cover: row.meta.cover })))
  const snapshot = buildSnapshot(content, media)
  const files: string[] = []

  mkdirSync(options.snapshotDir, { recursive: true })
  for (const name of readdirSync(options.snapshotDir)) {
    if (name.endsWith('.json')) rmSync(path.join(options.snapshotDir, name))
  }
  const manifest: SnapshotManifest = { rootPageId: snapshot.rootPageId, recordedAt: DEMO_RECORDED_AT, source: 'quire demo generator' }
  files.push(writeJson(path.join(options.snapshotDir, 'manifest.json'), manifest))
  const localeRootPageIds: Record<string, string> = {}
  const localesDir = path.join(options.contentDir, LOCALES_DIR)
  const localeSnapshots = existsSync(localesDir)
    ? readdirSync(localesDir)
        .sort()
        .map((locale) => {
          const localeSnapshot = namespaceIds(buildSnapshot(readContent(path.join(localesDir, locale)), media), locale)
          localeRootPageIds[locale] = localeSnapshot.rootPageId
          return localeSnapshot
        })
    : []
  for (const { pages } of [snapshot, ...localeSnapshots]) {
    for (const [pageId, recordMap] of pages) {
      files.push(writeJson(path.join(options.snapshotDir, `${pageId.replace(/-/g, '')}.json`), recordMap))
    }
  }

  const mediaDir = path.join(options.publicDir, 'demo')
  rmSync(mediaDir, { recursive: true, force: true })
  for (const [sitePath, bytes] of media) {
    const file = path.join(options.publicDir, ...sitePath.split('/').filter(Boolean))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, bytes)
    files.push(file)
  }
  return { rootPageId: snapshot.rootPageId, localeRootPageIds, files }
}

function writeJson(file: string, value: unknown): string {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`)
  return file
}

/** Total bytes under a folder, for the size budget of public/demo. */
export function folderSize(dir: string): number {
  let total = 0
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    const stat = statSync(full)
    total += stat.isDirectory() ? folderSize(full) : stat.size
  }
  return total
}
