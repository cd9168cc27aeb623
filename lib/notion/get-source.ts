import path from 'node:path'
import { parsePageId } from 'notion-utils'
import { createLiveSource } from './live-source'
import { readSnapshotManifest } from './read-snapshot-manifest'
import { createSnapshotSource } from './snapshot-source'
import type { NotionSource } from './types'

/** The bundled demo workspace: what the site shows until NOTION_PAGE_ID names a real one. */
export const DEMO_SNAPSHOT_DIR = 'scripts/demo/snapshot'

type Env = Record<string, string | undefined>

type SourceSetting =
  | { kind: 'live'; pageId: string; authToken?: string; apiBaseUrl?: string }
  | { kind: 'snapshot'; dir: string }

function read(env: Env, key: string): string | undefined {
  const value = env[key]?.trim()
  return value ? value : undefined
}

/**
 * NOTION_SNAPSHOT_DIR, when set, wins: it is the explicit "run offline from this recording" switch
 * and must work with a NOTION_PAGE_ID still in the environment. Else NOTION_PAGE_ID means live, and
 * with neither the bundled demo is served.
 */
function settingOf(env: Env): SourceSetting {
  const snapshotDir = read(env, 'NOTION_SNAPSHOT_DIR')
  if (snapshotDir) return { kind: 'snapshot', dir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), snapshotDir) }
  const pageId = read(env, 'NOTION_PAGE_ID')
  if (!pageId) return { kind: 'snapshot', dir: path.resolve(process.cwd(), DEMO_SNAPSHOT_DIR) }
  const authToken = read(env, 'NOTION_ACCESS_TOKEN')
  const apiBaseUrl = read(env, 'NOTION_API_BASE_URL')
  return { kind: 'live', pageId, ...(authToken && { authToken }), ...(apiBaseUrl && { apiBaseUrl }) }
}

const sources = new Map<string, NotionSource>()
const rootIds = new Map<string, string>()

/** The NotionSource the environment asks for, one per process and setting. */
export function getNotionSource(env: Env = process.env): NotionSource {
  const setting = settingOf(env)
  const key = JSON.stringify(setting)
  let source = sources.get(key)
  if (!source) {
    source =
      setting.kind === 'live'
        ? createLiveSource({
            ...(setting.apiBaseUrl && { apiBaseUrl: setting.apiBaseUrl }),
            ...(setting.authToken && { authToken: setting.authToken })
          })
        : createSnapshotSource(setting.dir)
    sources.set(key, source)
  }
  return source
}

/**
 * The dashed id of the root page (the blog database): NOTION_PAGE_ID, which may be a bare id or a
 * Notion URL, or the snapshot manifest's rootPageId.
 */
export function getRootPageId(env: Env = process.env): string {
  const setting = settingOf(env)
  const key = JSON.stringify(setting)
  const known = rootIds.get(key)
  if (known) return known
  let rootPageId: string
  if (setting.kind === 'live') {
    const parsed = parsePageId(setting.pageId)
    if (!parsed) {
      throw new Error(`NOTION_PAGE_ID is not a Notion page id or page URL: "${setting.pageId}" (expected 32 hex characters)`)
    }
    rootPageId = parsed
  } else {
    rootPageId = readSnapshotManifest(setting.dir).rootPageId
  }
  rootIds.set(key, rootPageId)
  return rootPageId
}
