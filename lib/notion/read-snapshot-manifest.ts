import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parsePageId } from 'notion-utils'
import type { SnapshotManifest } from './types'

/** The manifest of a snapshot folder, checked: a clear error names the folder when it is missing or wrong. */
export function readSnapshotManifest(dir: string): SnapshotManifest {
  const file = path.join(path.resolve(dir), 'manifest.json')
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'it does not exist' : (error as Error).message
    throw new Error(`cannot read the snapshot manifest ${file}: ${reason}`, { cause: error })
  }
  const manifest = (parsed ?? {}) as Partial<SnapshotManifest>
  const rootPageId = parsePageId(typeof manifest.rootPageId === 'string' ? manifest.rootPageId : '')
  if (!rootPageId) {
    throw new Error(`snapshot manifest ${file} has no valid rootPageId (got ${JSON.stringify(manifest.rootPageId)})`)
  }
  return {
    rootPageId,
    recordedAt: typeof manifest.recordedAt === 'string' ? manifest.recordedAt : '',
    source: typeof manifest.source === 'string' ? manifest.source : ''
  }
}
