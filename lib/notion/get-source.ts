import path from 'node:path'
import type { Locale } from '@/lib/i18n'
import { parseLocaleWorkspaces } from '@/lib/i18n/locale-workspaces'
import { createLiveSource } from './live-source'
import { createOfficialSource } from './official/create-official-source'
import { readSnapshotManifest } from './read-snapshot-manifest'
import { createSnapshotSource } from './snapshot-source'
import type { NotionSource } from './types'
import { type Env, processEnv } from '@/lib/env'

/** The bundled demo workspace: what the site shows until NOTION_PAGE_ID names a real one. */
export const DEMO_SNAPSHOT_DIR = 'scripts/demo/snapshot'


/** How the live source paces its requests; each from env, unset keeps the limiter's default. */
interface PaceSetting {
  concurrency?: number
  ratePerSecond?: number
  maxAttempts?: number
  timeoutMs?: number
}

type SourceSetting =
  | { kind: 'live'; pageId: string; authToken?: string; apiBaseUrl?: string; pace: PaceSetting }
  | { kind: 'official'; pageId: string; token: string; apiBaseUrl?: string; pace: PaceSetting }
  | { kind: 'snapshot'; dir: string }

function read(env: Env, key: string): string | undefined {
  const value = env[key]?.trim()
  return value ? value : undefined
}

/** A positive number from env, or undefined when unset; a malformed value is an error naming the key. */
function positive(env: Env, key: string, integer: boolean): number | undefined {
  const value = read(env, key)
  if (value === undefined) return undefined
  const parsed = Number(value)
  if (!Number.isFinite(parsed) || parsed <= 0 || (integer && !Number.isInteger(parsed))) {
    throw new Error(`${key} must be a ${integer ? 'whole ' : ''}number above 0, got "${value}"`)
  }
  return parsed
}

/** NOTION_CONCURRENCY, NOTION_RATE_LIMIT, NOTION_MAX_ATTEMPTS, NOTION_TIMEOUT_MS: each checked, unset ones left out. */
export function paceOf(env: Env): PaceSetting {
  const concurrency = positive(env, 'NOTION_CONCURRENCY', true)
  const ratePerSecond = positive(env, 'NOTION_RATE_LIMIT', false)
  const maxAttempts = positive(env, 'NOTION_MAX_ATTEMPTS', true)
  const timeoutMs = positive(env, 'NOTION_TIMEOUT_MS', true)
  return {
    ...(concurrency !== undefined && { concurrency }),
    ...(ratePerSecond !== undefined && { ratePerSecond }),
    ...(maxAttempts !== undefined && { maxAttempts }),
    ...(timeoutMs !== undefined && { timeoutMs })
  }
}

/**
 * NOTION_SNAPSHOT_DIR, when set, wins: it is the explicit "run offline from this recording" switch
 * and must work with a NOTION_PAGE_ID still in the environment. Else NOTION_PAGE_ID with
 * NOTION_TOKEN (an integration's secret) means the official API, which wins over
 * NOTION_ACCESS_TOKEN: a token made for the site is the one meant. NOTION_PAGE_ID alone means
 * Notion's web API (notion-client), and with neither the bundled demo is served.
 */
function settingOf(env: Env): SourceSetting {
  const snapshotDir = read(env, 'NOTION_SNAPSHOT_DIR')
  if (snapshotDir) return { kind: 'snapshot', dir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), snapshotDir) }
  const pageId = read(env, 'NOTION_PAGE_ID')
  const token = read(env, 'NOTION_TOKEN')
  if (!pageId) {
    // A token with nothing to read would otherwise serve the demo as if all were well.
    if (token) throw new Error('NOTION_TOKEN is set but NOTION_PAGE_ID is not: set NOTION_PAGE_ID to the blog database the integration is shared with')
    return { kind: 'snapshot', dir: path.resolve(process.cwd(), DEMO_SNAPSHOT_DIR) }
  }
  const apiBaseUrl = read(env, 'NOTION_API_BASE_URL')
  if (token) return { kind: 'official', pageId, token, ...(apiBaseUrl && { apiBaseUrl }), pace: paceOf(env) }
  const authToken = read(env, 'NOTION_ACCESS_TOKEN')
  return { kind: 'live', pageId, ...(authToken && { authToken }), ...(apiBaseUrl && { apiBaseUrl }), pace: paceOf(env) }
}

const log = (message: string) => console.warn(`[quire] notion: ${message}`)

/** The limiter options a setting's pace gives; unset keys keep the source's own defaults. */
export function limiterOf(pace: PaceSetting) {
  return {
    ...(pace.concurrency !== undefined && { concurrency: pace.concurrency }),
    ...(pace.ratePerSecond !== undefined && { ratePerSecond: pace.ratePerSecond }),
    ...(pace.maxAttempts !== undefined && { maxAttempts: pace.maxAttempts }),
    log
  }
}

function createSource(setting: SourceSetting): NotionSource {
  switch (setting.kind) {
    case 'snapshot':
      return createSnapshotSource(setting.dir)
    case 'official':
      return createOfficialSource({
        token: setting.token,
        ...(setting.apiBaseUrl && { baseUrl: setting.apiBaseUrl }),
        ...(setting.pace.timeoutMs !== undefined && { timeoutMs: setting.pace.timeoutMs }),
        limiter: limiterOf(setting.pace),
        log
      })
    case 'live':
      return createLiveSource({
        ...(setting.apiBaseUrl && { apiBaseUrl: setting.apiBaseUrl }),
        ...(setting.authToken && { authToken: setting.authToken }),
        ...(setting.pace.timeoutMs !== undefined && { timeoutMs: setting.pace.timeoutMs }),
        limiter: limiterOf(setting.pace)
      })
  }
}

/** Which kind of source the environment asks for: Notion's web API, its official API, or a snapshot folder (the demo). */
export function notionSourceKind(env: Env = processEnv()): SourceSetting['kind'] {
  return settingOf(env).kind
}

const sources = new Map<string, NotionSource>()
const rootIds = new Map<string, string>()

/** The NotionSource the environment asks for, one per process and setting. */
export function getNotionSource(env: Env = processEnv()): NotionSource {
  const setting = settingOf(env)
  const key = JSON.stringify(setting)
  let source = sources.get(key)
  if (!source) {
    source = createSource(setting)
    sources.set(key, source)
  }
  return source
}

/** The root of `locale`'s workspace among NOTION_PAGE_ID's entries; an error when it names none. */
function workspaceRoot(notionPageId: string | undefined, locale: Locale | null): string {
  const workspaces = notionPageId ? parseLocaleWorkspaces(notionPageId) : []
  const found = workspaces.find((workspace) => workspace.locale === locale)
  if (!found) throw new Error(`NOTION_PAGE_ID names no workspace for ${locale ?? 'the default site'} (it is "${notionPageId ?? ''}")`)
  return found.pageId
}

/**
 * The dashed id of the root page (the blog database) of the default site, or of `locale`'s site
 * when NOTION_PAGE_ID names one workspace per language (`<id>,ja-JP:<id2>`). Live, each comes
 * from NOTION_PAGE_ID (an id or a Notion URL). A snapshot's default site is its manifest's
 * rootPageId; its other languages are the ids NOTION_PAGE_ID gives them, recorded in the same folder.
 */
export function getRootPageId(env: Env = processEnv(), locale: Locale | null = null): string {
  const setting = settingOf(env)
  const key = JSON.stringify([setting, locale, locale && read(env, 'NOTION_PAGE_ID')])
  const known = rootIds.get(key)
  if (known) return known
  const rootPageId =
    setting.kind === 'snapshot' && locale === null ? readSnapshotManifest(setting.dir).rootPageId : workspaceRoot(read(env, 'NOTION_PAGE_ID'), locale)
  rootIds.set(key, rootPageId)
  return rootPageId
}
