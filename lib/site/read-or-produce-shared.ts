import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { writeAtomically } from './write-atomically'

/** A cold fetch of a big workspace under Notion's rate limit can take minutes; past this a waiter gives up. */
const DEFAULT_TIMEOUT_MS = 10 * 60_000

/** How often a waiting process looks for the result. */
const DEFAULT_POLL_MS = 100

export interface SharedOptions<T> {
  /** A folder every process of the build sees (`.next/cache/quire`). */
  dir: string
  /** Unique per build: the result is `<name>.json`, the lock `<name>.lock/`. */
  name: string
  produce: () => Promise<T>
  /** Files in `dir` starting with this prefix but not `name` are earlier builds' results: removed once this one is written. */
  stalePrefix?: string
  timeoutMs?: number
  pollMs?: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** True when the lock's owner is known and gone (it crashed without cleaning up). */
async function isAbandoned(lockDir: string): Promise<boolean> {
  try {
    const pid = Number(await readFile(path.join(lockDir, 'owner'), 'utf8'))
    return Number.isInteger(pid) && pid > 0 && !isAlive(pid)
  } catch {
    return false
  }
}

/**
 * One result shared by every process of a build: the first process to take the lock (an atomic
 * mkdir) runs `produce` and writes `<name>.json`; the others wait for that file and read it. When
 * the producer fails, its error is written beside the lock and every waiter fails with it, rather
 * than each retrying against Notion. A lock whose owner died is taken over.
 */
export async function readOrProduceShared<T>(options: SharedOptions<T>): Promise<T> {
  const { dir, name, produce } = options
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS
  const resultFile = path.join(dir, `${name}.json`)
  const errorFile = path.join(dir, `${name}.error.json`)
  const lockDir = path.join(dir, `${name}.lock`)
  await mkdir(dir, { recursive: true })
  const deadline = Date.now() + timeoutMs

  for (;;) {
    const done = await readJson<T>(resultFile)
    if (done !== undefined) return done
    const failed = await readJson<{ message?: string }>(errorFile)
    if (failed) throw new Error(`another build process failed to produce ${name}: ${failed.message ?? 'unknown error'}`)

    let owner = false
    try {
      await mkdir(lockDir)
      owner = true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }

    if (owner) {
      try {
        await writeFile(path.join(lockDir, 'owner'), String(process.pid))
        // The previous owner may have finished between our look and our mkdir.
        const finished = await readJson<T>(resultFile)
        if (finished !== undefined) return finished
        const failedMeanwhile = await readJson<{ message?: string }>(errorFile)
        if (failedMeanwhile) throw new Error(`another build process failed to produce ${name}: ${failedMeanwhile.message ?? 'unknown error'}`)
        let value: T
        try {
          value = await produce()
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          // Written whole and renamed into place, like the result: a waiter polling for it must never read half of it.
          await writeAtomically(errorFile, JSON.stringify({ message, pid: process.pid }))
          throw error
        }
        await writeAtomically(resultFile, JSON.stringify(value))
        if (options.stalePrefix) {
          const prefix = options.stalePrefix
          for (const entry of await readdir(dir)) {
            if (entry.startsWith(prefix) && !entry.startsWith(`${name}.`)) await rm(path.join(dir, entry), { recursive: true, force: true })
          }
        }
        // Read back what the others will read, so every process works from identical data.
        return JSON.parse(JSON.stringify(value)) as T
      } finally {
        await rm(lockDir, { recursive: true, force: true })
      }
    }

    if (await isAbandoned(lockDir)) {
      await rm(lockDir, { recursive: true, force: true })
      continue
    }
    if (Date.now() > deadline) {
      const since = await stat(lockDir).then((s) => `${Math.round((Date.now() - s.mtimeMs) / 1000)} s`, () => 'a while')
      throw new Error(`timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${resultFile} (the lock ${lockDir} has been held for ${since})`)
    }
    await sleep(pollMs)
  }
}
