import type { ExtendedRecordMap } from 'notion-types'
import { createPageCache, type PageCache } from '@/lib/notion/create-page-cache'
import { mapWithConcurrency } from '@/lib/notion/map-with-concurrency'
import { readRecord } from '@/lib/notion/read-record'
import { hasExpiredFiles } from '@/lib/notion/has-expired-files'
import type { ExpiringRecordMap, NotionSource } from '@/lib/notion/types'
import { extractRemoteConfig } from './extract-remote-config'
import type { MapOptions } from './map-options'
import { mapPostDetail } from './map-post-detail'
import { mapSiteData } from './map-site-data'
import { memoizeFresh } from './memoize-fresh'
import { readOrProduceShared } from './read-or-produce-shared'
import { trimRecordMap } from './trim-record-map'
import { writeSeedSiteData } from './seed-site-data'
import type { LoadedSiteData, PostDetail, SitePost } from './types'


export interface SiteLoaderOptions {
  /** Called lazily, so a misconfigured environment fails on the first fetch with its own error. */
  getSource: () => NotionSource
  getRootPageId: () => string
  mapOptions: MapOptions
  /** Seconds a fetched value is served before it is fetched again (outside a build). */
  revalidateSeconds: number
  /**
   * Set during `next build`: the build's worker processes share one fetch through this folder. With
   * `keepAt`, the producer also writes it there (in the build's output), for the server's `seed`.
   */
  buildCache: { dir: string; key: string; keepAt?: string } | null
  /**
   * Outside a build: the site data the build fetched (null when there is none). A server answers
   * with it while its own first fetch runs, so its first requests wait for no Notion round trip
   * (a post rendered on its first visit, ISR); once that fetch is in, it is served as usual.
   */
  seed?: () => Promise<LoadedSiteData | null>
  /** Where pages are kept by id and edit time (`.next/cache/quire/pages`); null keeps them in memory only. */
  pageCacheDir?: string | null
  /**
   * Fetch every page with the site data, in the one process that produces it: a build then makes
   * all its requests through one limiter, fails naming every page it could not get, and its
   * workers read pages from the page cache. Default: during a build with a shared folder.
   */
  prefetchPages?: boolean
  /** Pages fetched at once while prefetching; the source's own limiter still paces the requests. */
  prefetchConcurrency?: number
  log?: (message: string) => void
  now?: () => number
  /**
   * Told the time of each successful load of the site data while serving (never during a build), and
   * awaited before the data is handed out: /api/health reports it (lib/site/create-sync-record.ts).
   */
  onSync?: (at: number) => Promise<void> | void
  /** Told when a load while serving fails: /api/health tells a server still starting from one that cannot reach its source. */
  onSyncFailure?: (at: number) => void
  /**
   * The record map with its images at the site's kept copies (lib/images, IMAGE_MIRROR); unset,
   * images stay at their own addresses. Applied to the database, the notice and every page served;
   * during a build's prefetch, so that the one producing process fetches every image.
   */
  mirrorImages?: (recordMap: ExtendedRecordMap, context: string) => Promise<ExtendedRecordMap>
}

export interface SiteLoader {
  getSiteData(): Promise<LoadedSiteData>
  getPostDetail(post: SitePost): Promise<PostDetail>
  /** Treats what is loaded as expired: the next call fetches again (on-demand revalidation), still keeping it as the fallback. */
  invalidate(): void
}

/** Enough pages in flight to keep the limiter's slots full, few enough to bound memory. */
const DEFAULT_PREFETCH_CONCURRENCY = 16

/**
 * `load` answered by `seed` until its first load has succeeded: the first calls start the load and,
 * when a seed exists, get the seed at once; a failed load is logged and tried again on the next call.
 */
function withSeed<T>(load: () => Promise<T>, seed: () => Promise<T | null>, log: (message: string) => void): () => Promise<T> {
  let loaded = false
  let seeded: Promise<T | null> | null = null
  return async () => {
    if (loaded) return load()
    const loading = load().then((value) => {
      loaded = true
      return value
    })
    const value = await (seeded ??= seed().catch((error: unknown) => {
      log(`cannot read the site data the build kept, fetching it instead: ${describe(error)}`)
      return null
    }))
    if (value === null) return loading
    loading.catch((error: unknown) => log(`loading the site data failed, serving the build's meanwhile: ${describe(error)}`))
    return value
  }
}

/** Every row's `last_edited_time`, read from the database record map. */
function pageVersionsOf(root: ExtendedRecordMap, ids: Iterable<string>): Record<string, number> {
  const versions: Record<string, number> = {}
  for (const id of ids) {
    const edited = readRecord(root.block, id)?.last_edited_time
    if (typeof edited === 'number' && Number.isSafeInteger(edited) && edited >= 0) versions[id] = edited
  }
  return versions
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Loads the site data and post pages from a NotionSource with the caching a deployment needs.
 * The database is fetched once per build (shared by every worker) and once per revalidation period
 * when serving. A page is fetched only when its edit time is one the page cache has not seen; when
 * that fetch fails while serving, the last good copy (in memory or on disk) is served instead.
 */
/**
 * A server re-reads the whole database every revalidation period. Once that takes seconds (10,000
 * rows: about 5 s, 3.5 of them CPU), pages are regenerated from the data at hand while it runs, and
 * it runs at most a tenth of the time: a site of that size shows an edit within about a minute.
 */
const SLOW_SITE_LOAD = { thresholdMs: 2000, costFactor: 10 }

export function createSiteLoader(options: SiteLoaderOptions): SiteLoader {
  const log = options.log ?? options.mapOptions.log ?? ((message: string) => console.warn(`[quire] ${message}`))
  const ttlMs = options.buildCache ? Number.POSITIVE_INFINITY : Math.max(0, options.revalidateSeconds) * 1000
  const clock = options.now ?? Date.now
  // invalidate() moves this clock a period ahead: every memoized value then reads as expired.
  let skewMs = 0
  const fresh = { ttlMs, log, now: () => clock() + skewMs }
  const pageCache: PageCache | null = options.pageCacheDir ? createPageCache(options.pageCacheDir) : null
  const prefetch = options.prefetchPages ?? Boolean(options.buildCache)
  const mirrorImages = options.mirrorImages ?? ((recordMap: ExtendedRecordMap) => Promise.resolve(recordMap))

  /**
   * One page at one version: from the page cache when it has that version and its signed file
   * URLs (the official API's, an hour long) still work, else fetched and stored.
   */
  const fetchVersion = async (pageId: string, version: number | undefined): Promise<ExtendedRecordMap> => {
    if (pageCache && version !== undefined) {
      const cached = await pageCache.read(pageId, version)
      if (cached && !hasExpiredFiles(cached, fresh.now())) return cached
      if (cached) log(`page ${pageId}: its file URLs have expired, fetching it again`)
    }
    const recordMap = await options.getSource().getPage(pageId)
    if (pageCache && version !== undefined) {
      // A read-only deployment (serverless) cannot keep pages on disk; it still serves them.
      await pageCache.write(pageId, version, recordMap).catch((error: unknown) => log(`cannot keep page ${pageId} in ${pageCache.dir}: ${describe(error)}`))
    }
    return recordMap
  }

  const prefetchAll = async (pages: Array<{ id: string; title: string }>, versions: Record<string, number>) => {
    const settled = await mapWithConcurrency(pages, options.prefetchConcurrency ?? DEFAULT_PREFETCH_CONCURRENCY, async (page) => {
      await mirrorImages(await fetchVersion(page.id, versions[page.id]), `page ${page.id} ("${page.title}")`)
    })
    const failures = settled.flatMap((result, index) =>
      result.status === 'rejected' ? [`page ${pages[index]?.id} ("${pages[index]?.title}"): ${describe(result.reason)}`] : []
    )
    if (failures.length > 0) {
      throw new Error(`could not fetch ${failures.length} of ${pages.length} pages:\n  ${failures.join('\n  ')}`)
    }
  }

  const fetchSite = async (): Promise<LoadedSiteData> => {
    const source = options.getSource()
    const rootPageId = options.getRootPageId()
    const root = await mirrorImages(await source.getPage(rootPageId, { allRows: true }), 'the blog database')
    const { collectionId, configPageId, ...draft } = mapSiteData(root, rootPageId, { ...options.mapOptions, log })
    if (!collectionId) {
      throw new Error(`${source.name}: the root page ${rootPageId} shows no database; NOTION_PAGE_ID must name the blog database page`)
    }
    const notice = draft.notice
    const pageVersions = pageVersionsOf(root, [...draft.allPages.map((post) => post.id), ...(notice ? [notice.id] : []), ...(configPageId ? [configPageId] : [])])
    const [remoteConfig, noticeRecordMap] = await Promise.all([
      configPageId ? fetchVersion(configPageId, pageVersions[configPageId]).then((map) => extractRemoteConfig(map, configPageId, log)) : {},
      notice && !notice.lock ? fetchVersion(notice.id, pageVersions[notice.id]).then((map) => mirrorImages(trimRecordMap(map, notice.id), 'the notice')) : null
    ])
    if (prefetch) {
      const pages = draft.allPages.filter((post) => !post.lock).map((post) => ({ id: post.id, title: post.title }))
      log(`fetching ${pages.length} pages (those unchanged since the last build come from ${pageCache?.dir ?? 'nowhere: no page cache'})`)
      await prefetchAll(pages, pageVersions)
    }
    return { ...draft, remoteConfig, noticeRecordMap, pageVersions }
  }

  const fetchAndNote = async (): Promise<LoadedSiteData> => {
    const site = await fetchSite().catch((error: unknown) => {
      options.onSyncFailure?.(clock())
      throw error
    })
    await options.onSync?.(clock())
    return site
  }

  const build = options.buildCache
  const produceAndKeep = async (): Promise<LoadedSiteData> => {
    const site = await fetchSite()
    if (build?.keepAt) await writeSeedSiteData(build.keepAt, site)
    return site
  }
  const loadSiteData = memoizeFresh(
    build
      ? () =>
          readOrProduceShared({
            dir: build.dir,
            name: `site-${build.key.replace(/[^\w.-]/g, '_')}`,
            stalePrefix: 'site-',
            produce: produceAndKeep
          })
      : fetchAndNote,
    { ...fresh, label: 'the site data', slow: SLOW_SITE_LOAD }
  )
  const getSiteData = !build && options.seed ? withSeed(loadSiteData, options.seed, log) : loadSiteData

  /** The last good copy of each page this server has served, whatever its version, and when its file URLs expire (not kept in a build). */
  const lastGood = new Map<string, { version: number | undefined; recordMap: ExtendedRecordMap; filesExpireAt: number | undefined }>()
  const inFlight = new Map<string, Promise<ExtendedRecordMap>>()
  /** Pages without an edit time cannot be keyed by it: they are kept for a revalidation period instead. */
  const unversioned = new Map<string, () => Promise<ExtendedRecordMap>>()

  const loadPage = async (pageId: string, version: number | undefined): Promise<ExtendedRecordMap> => {
    const known = lastGood.get(pageId)
    const usable = known && (known.filesExpireAt === undefined || known.filesExpireAt > fresh.now())
    if (known && usable && version !== undefined && known.version === version) return known.recordMap
    const key = `${pageId}@${version ?? 'unversioned'}`
    let pending = inFlight.get(key)
    if (!pending) {
      pending = (async () => {
        try {
          const fetched: ExpiringRecordMap = await fetchVersion(pageId, version)
          const recordMap = await mirrorImages(trimRecordMap(fetched, pageId), `page ${pageId}`)
          // A build renders each page once and falls back on nothing: keeping every page it rendered
          // held a thousand record maps in the rendering worker until the build ended.
          if (!build) lastGood.set(pageId, { version, recordMap, filesExpireAt: fetched.filesExpireAt })
          return recordMap
        } catch (error) {
          // A build must fail loudly: it has no page to fall back on that it could trust.
          if (build) throw error
          const fallback = lastGood.get(pageId)?.recordMap ?? (await pageCache?.readLatest(pageId).then((hit) => hit && mirrorImages(trimRecordMap(hit.recordMap, pageId), `page ${pageId}`)))
          if (!fallback) throw error
          log(`reloading page ${pageId} failed, serving its last good copy: ${describe(error)}`)
          return fallback
        } finally {
          inFlight.delete(key)
        }
      })()
      inFlight.set(key, pending)
    }
    return pending
  }

  const getPostDetail = async (post: SitePost): Promise<PostDetail> => {
    if (post.lock) return mapPostDetail(post, null)
    const version = (await getSiteData()).pageVersions?.[post.id]
    if (version !== undefined) return mapPostDetail(post, await loadPage(post.id, version))
    let load = unversioned.get(post.id)
    if (!load) {
      load = memoizeFresh(() => loadPage(post.id, undefined), { ...fresh, label: `page ${post.id}` })
      unversioned.set(post.id, load)
    }
    return mapPostDetail(post, await load())
  }

  const invalidate = () => {
    if (Number.isFinite(ttlMs)) skewMs += ttlMs + 1
  }

  return { getSiteData, getPostDetail, invalidate }
}
