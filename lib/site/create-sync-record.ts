import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { writeAtomically } from './write-atomically'

/** What the file holds: one ISO time, nothing about the workspace or its credentials. */
interface StoredSync {
  lastSyncAt: string
}

export interface SyncRecord {
  /** Notes a successful sync at `at` (ms): at once in this process, then in the file for the processes after it. */
  note(at: number): Promise<void>
  /** The latest sync this process or an earlier one sharing the file noted (ms); null when there never was one. */
  last(): Promise<number | null>
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * The time of the site's last successful sync with its source, kept in memory and in `file` (in
 * `.next/cache/quire`, which a container keeps on a volume), so a restarted server still knows the
 * site synced once. A file that cannot be written (a read-only disk) leaves the time in memory; one
 * that cannot be read counts as no sync. Each problem is logged once, not at every sync.
 */
export function createSyncRecord(file: string, log: (message: string) => void): SyncRecord {
  let latest: number | null = null
  let writes: Promise<void> = Promise.resolve()
  const warned = new Set<string>()
  const warnOnce = (kind: string, message: string) => {
    if (warned.has(kind)) return
    warned.add(kind)
    log(message)
  }

  const readStored = async (): Promise<number | null> => {
    let text: string
    try {
      text = await readFile(file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') warnOnce('read', `cannot read the time of the last sync from ${file}: ${describe(error)}`)
      return null
    }
    try {
      const at = Date.parse((JSON.parse(text) as Partial<StoredSync>).lastSyncAt ?? '')
      if (Number.isFinite(at)) return at
    } catch {
      // reported below, with the file's name
    }
    warnOnce('parse', `${file} does not hold the time of a sync ({"lastSyncAt": "<ISO time>"}): it counts as none`)
    return null
  }

  return {
    note(at) {
      if (latest !== null && at <= latest) return writes
      latest = at
      const stored: StoredSync = { lastSyncAt: new Date(at).toISOString() }
      // One write at a time, in the order the syncs finished: the file never goes back in time.
      writes = writes
        .then(async () => {
          await mkdir(path.dirname(file), { recursive: true })
          await writeAtomically(file, JSON.stringify(stored))
        })
        .catch((error: unknown) => warnOnce('write', `cannot keep the time of the last sync in ${file} (a restart will not know it): ${describe(error)}`))
      return writes
    },
    async last() {
      const stored = await readStored()
      if (latest === null) return stored
      return stored === null ? latest : Math.max(latest, stored)
    }
  }
}
