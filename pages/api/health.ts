import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { NextApiRequest, NextApiResponse } from 'next'
import { getSiteData, lastSiteSync, lastSiteSyncFailure } from '@/lib/site/get-site-data'
import { distDir } from '@/lib/env'

/**
 * How long a health check waits for a first sync before answering 503: below the container's
 * health-check timeout (10 s), so a slow Notion gives an answer saying so, not a killed check.
 * The sync goes on after the answer, and the next check finds it done.
 */
export const SYNC_WAIT_MS = 5000

export type HealthReply =
  | { status: 'ok'; buildId: string | null; lastSyncAt: string }
  | { status: 'serving build data'; buildId: string | null; lastSyncAt: null; reason: string }
  | { status: 'starting' | 'never synced'; buildId: string | null; lastSyncAt: null; reason: string }
  | { error: string }

export interface HealthDeps {
  /** The build this server runs (its BUILD_ID); null when it cannot be read (`next dev`). */
  buildId: () => string | null
  /** The last successful sync with the site's source (ms), kept across restarts; null when there never was one. */
  lastSync: () => Promise<number | null>
  /** Loads the site data: a server nobody has visited yet syncs on its first health check. */
  sync: () => Promise<unknown>
  /** When a load of the site data last failed in this server (ms), null when none has. */
  lastFailure?: () => number | null
  syncWaitMs?: number
  log?: (message: string) => void
}

type Attempt = 'done' | 'failed' | 'still loading'

function reasonOf(attempt: Attempt, waitMs: number): string {
  if (attempt === 'failed') return 'the site data could not be loaded from its source; the server log says why'
  if (attempt === 'still loading') return `the site data did not load within ${waitMs / 1000} s; it is still loading`
  return 'the server serves the site data its build fetched; its first sync with the source is under way'
}

/** The sync, or what became of it after `waitMs`. Its error goes to the server log only: it may name hosts or ids. */
async function attemptSync(deps: HealthDeps, log: (message: string) => void): Promise<Attempt> {
  let timer: NodeJS.Timeout | undefined
  const waited = new Promise<Attempt>((resolve) => {
    timer = setTimeout(() => resolve('still loading'), deps.syncWaitMs ?? SYNC_WAIT_MS)
  })
  const synced = deps.sync().then(
    (): Attempt => 'done',
    (error: unknown): Attempt => {
      log(`[quire] health: the site has never synced: ${error instanceof Error ? error.message : String(error)}`)
      return 'failed'
    }
  )
  try {
    return await Promise.race([synced, waited])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * `GET /api/health`, for a container's health check or an uptime monitor: 200 with the build id
 * and the time of the last successful sync with Notion (or the snapshot the site runs on); 200
 * `serving build data` while a fresh server's first sync runs but its build's data can be served;
 * 503 `starting` while nothing can be served yet, 503 `never synced` when the load failed with
 * nothing to serve (docs/deploy-health.md). A server that has not synced yet tries once, within
 * the request. It says nothing else: no ids, no hosts, no settings, no error text.
 */
export function createHealthHandler(deps: HealthDeps) {
  const log = deps.log ?? ((message: string) => console.error(message))
  return async function healthHandler(req: NextApiRequest, res: NextApiResponse<HealthReply>): Promise<void> {
    res.setHeader('Cache-Control', 'no-store')
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD')
      res.status(405).json({ error: `method ${req.method ?? '?'} not allowed` })
      return
    }
    const buildId = deps.buildId()
    let last = await deps.lastSync()
    let attempt: Attempt = 'done'
    if (last === null) {
      const started = Date.now()
      attempt = await attemptSync(deps, log)
      last = await deps.lastSync()
      // Data at hand may be the build's copy, handed out while the first sync runs: wait out the rest
      // of the wait for that sync to land or fail, so a first check tells ready from unreachable.
      while (attempt === 'done' && last === null && Date.now() - started < (deps.syncWaitMs ?? SYNC_WAIT_MS)) {
        if ((deps.lastFailure?.() ?? null) !== null) {
          attempt = 'failed'
          break
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
        last = await deps.lastSync()
      }
    }
    if (last === null) {
      const reason = reasonOf(attempt, deps.syncWaitMs ?? SYNC_WAIT_MS)
      // docs/deploy-health.md: the site data is at hand (a fresh server answers with what its build
      // fetched while its own first sync runs), so pages can be served: ready, not broken.
      if (attempt === 'done') res.status(200).json({ status: 'serving build data', buildId, lastSyncAt: null, reason })
      // Still loading is a server starting up (retry); a failed load with nothing to serve is broken.
      else res.status(503).json({ status: attempt === 'still loading' ? 'starting' : 'never synced', buildId, lastSyncAt: null, reason })
      return
    }
    res.status(200).json({ status: 'ok', buildId, lastSyncAt: new Date(last).toISOString() })
  }
}

let buildIdRead: { id: string | null } | null = null

/**
 * The BUILD_ID Next wrote into the build folder this server runs from. QUIRE_DIST_DIR names that
 * folder; a standalone build has it written into its code (next.config.js), so `node server.js`
 * needs no variable for it.
 */
export function readBuildId(): string | null {
  if (!buildIdRead) {
    const file = path.join(/*turbopackIgnore: true*/ process.cwd(), distDir(), 'BUILD_ID')
    try {
      buildIdRead = { id: readFileSync(file, 'utf8').trim() || null }
    } catch {
      buildIdRead = { id: null }
    }
  }
  return buildIdRead.id
}

export default createHealthHandler({ buildId: readBuildId, lastSync: lastSiteSync, lastFailure: lastSiteSyncFailure, sync: () => getSiteData() })
