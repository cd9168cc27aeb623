import path from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import type { Locale } from '@/lib/i18n'
import { getNotionSource, getRootPageId } from '@/lib/notion/get-source'
import { getImageMirror } from '@/lib/images/get-image-mirror'
import { mirrorRecordMap } from '@/lib/images/mirror-record-map'
import { BUILD_CACHE_DIR } from './cache-dir'
import { createSiteLoader, type SiteLoader } from './create-site-loader'
import type { LoadedSiteData } from './types'
import { createSyncRecord, type SyncRecord } from './create-sync-record'
import { readSeedSiteData } from './seed-site-data'
import type { MapOptions } from './map-options'
import { envSiteDataOptions } from './site-data-options'
import type { PostDetail, SitePost } from './types'
import { buildId, distDir, inNextServer, inProductionBuild, processEnv } from '@/lib/env'

/** docs/behaviour.md §9: pages revalidate every 5 seconds, and the data behind them is kept as long. */

/** Pages by id and edit time, kept between builds (hosts such as Vercel restore `.next/cache`) and read by `next start`. */
const PAGE_CACHE_DIR = path.join(BUILD_CACHE_DIR, 'pages')

/**
 * The site data a build fetched, kept in its server output for the servers started from it (read
 * on the server only; Next serves nothing of `server/` to browsers): `quire-site-data.json.gz`, or
 * `quire-site-data.<locale>.json.gz` for a language site.
 */
function seedSiteDataFile(locale: Locale | null): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), distDir(), 'server', `quire-site-data${locale ? `.${locale}` : ''}.json.gz`)
}

/** When a server last loaded the site data: kept with the page cache, so a restart (or a container's volume) keeps it. */
const SYNC_RECORD_FILE = path.join(BUILD_CACHE_DIR, 'last-sync.json')

/** What a caller does not give comes from the environment (envSiteDataOptions), so that callers with and without config share one loader. */
export interface GetSiteDataOptions {
  mapOptions?: MapOptions
  revalidateSeconds?: number
  /** The language site whose workspace to read (NOTION_PAGE_ID `<id>,ja-JP:<id2>`); unset or null is the default site. */
  locale?: Locale | null
}

/** `recordMap` with its images at the site's kept copies when IMAGE_MIRROR is on (lib/images); else as it is. */
export function withMirroredImages(recordMap: ExtendedRecordMap, context: string): Promise<ExtendedRecordMap> {
  const mirror = getImageMirror()
  return mirror ? mirrorRecordMap(recordMap, mirror, context) : Promise.resolve(recordMap)
}

/** Loaders live on globalThis: Next may evaluate this module once per route bundle, and they must share. */
const LOADERS = Symbol.for('quire.siteLoaders')
type Registry = Map<string, SiteLoader>

/** On globalThis for the same reason: the pages note syncs, /api/health reads them. */
const SYNC_RECORD = Symbol.for('quire.syncRecord')

function syncRecord(): SyncRecord {
  const holder = globalThis as typeof globalThis & { [SYNC_RECORD]?: SyncRecord }
  return (holder[SYNC_RECORD] ??= createSyncRecord(path.resolve(/*turbopackIgnore: true*/ process.cwd(), SYNC_RECORD_FILE), (message) => console.warn(`[quire] ${message}`)))
}

function loaderFor(options: GetSiteDataOptions): SiteLoader {
  const holder = globalThis as typeof globalThis & { [LOADERS]?: Registry }
  const registry = (holder[LOADERS] ??= new Map())
  const fromEnv = options.mapOptions && options.revalidateSeconds !== undefined ? null : envSiteDataOptions()
  const mapOptions = options.mapOptions ?? fromEnv!.mapOptions
  const revalidateSeconds = options.revalidateSeconds ?? fromEnv!.revalidateSeconds
  const inBuild = inProductionBuild()
  const buildKey = buildId()
  const locale = options.locale ?? null
  // A language site shares its build's data in a folder of its own: each folder's producer clears the others' files in it.
  const cacheDir = locale ? path.join(BUILD_CACHE_DIR, 'locales', locale) : BUILD_CACHE_DIR
  const keptAt = seedSiteDataFile(locale)
  const buildCache = inBuild && buildKey ? { dir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), cacheDir), key: buildKey, keepAt: keptAt } : null
  const { log: _log, ...named } = mapOptions
  const key = JSON.stringify({ named, revalidateSeconds, buildCache, inBuild, locale })
  let loader = registry.get(key)
  if (!loader) {
    if (inBuild && !buildKey) console.warn('[quire] QUIRE_BUILD_ID is not set: each build worker fetches the site data itself')
    loader = createSiteLoader({
      getSource: () => getNotionSource(),
      getRootPageId: () => getRootPageId(processEnv(), locale),
      mapOptions,
      // Within a build without a shared folder, still fetch once per worker.
      revalidateSeconds: inBuild ? Number.POSITIVE_INFINITY : revalidateSeconds,
      buildCache,
      pageCacheDir: path.resolve(process.cwd(), PAGE_CACHE_DIR),
      mirrorImages: withMirroredImages,
      // Only a server's sync (NEXT_RUNTIME is set in Next's server code): a build's fetch is in its
      // pages, named by its build id, and a test's or a script's says nothing of a server.
      ...(!inBuild && inNextServer() && { onSync: (at: number) => syncRecord().note(at) }),
      ...(!inBuild && inNextServer() && { onSyncFailure: noteSyncFailure }),
      // A server started from a build begins with what that build fetched (see SiteLoaderOptions.seed).
      ...(!inBuild && inNextServer() && { seed: () => readSeedSiteData(keptAt) })
    })
    registry.set(key, loader)
  }
  return loader
}

/**
 * Everything the site knows, fetched once per build and shared by every page and build worker;
 * when serving, refreshed at most every `revalidateSeconds`, keeping the last good data if Notion fails.
 */
export function getSiteData(options: GetSiteDataOptions = {}): Promise<LoadedSiteData> {
  return loaderFor(options).getSiteData()
}

/** A post's own page (blocks, outline), fetched once per process and revalidation period; nothing for a locked post. */
export function getPostDetail(post: SitePost, options: GetSiteDataOptions = {}): Promise<PostDetail> {
  return loaderFor(options).getPostDetail(post)
}

/** Marks every loader's data as expired, so the pages regenerated next read Notion again (on-demand revalidation). */
export function invalidateSiteData(): void {
  const holder = globalThis as typeof globalThis & { [LOADERS]?: Registry }
  for (const loader of holder[LOADERS]?.values() ?? []) loader.invalidate()
}

const SYNC_FAILURE = Symbol.for('quire.syncFailure')

function noteSyncFailure(at: number): void {
  ;(globalThis as typeof globalThis & { [SYNC_FAILURE]?: number })[SYNC_FAILURE] = at
}

/** When a load of the site data by this server last failed (ms), null when none has: /api/health tells starting from broken. */
export function lastSiteSyncFailure(): number | null {
  return (globalThis as typeof globalThis & { [SYNC_FAILURE]?: number })[SYNC_FAILURE] ?? null
}

/**
 * When this server, or an earlier one sharing `.next/cache`, last loaded the site data from its
 * source (Notion, or a snapshot folder such as the demo), in ms; null when none ever has.
 */
export function lastSiteSync(): Promise<number | null> {
  return syncRecord().last()
}
