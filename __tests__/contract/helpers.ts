/**
 * Shared by the contract tests: the live source (real notion-client) pointed at the test server,
 * with backoff short enough for a test, and a site loader over any source.
 */
import type { NotionSource } from '@/lib/notion/types'
import { createLiveSource, type LiveSource } from '@/lib/notion/live-source'
import { createOfficialSource, type OfficialSource } from '@/lib/notion/official/create-official-source'
import type { RequestLimiterOptions } from '@/lib/notion/create-request-limiter'
import { createSiteLoader, type SiteLoader } from '@/lib/site/create-site-loader'
import { DEFAULT_MAP_OPTIONS } from '@/lib/site/map-options'

export const DEMO_DIR = 'scripts/demo/snapshot'
export const DEMO_ROOT = '3b5aa470-0935-4d2e-bc0e-bb5464ce3a72'

export function liveSource(apiBaseUrl: string, limiter: RequestLimiterOptions = {}): LiveSource {
  return createLiveSource({ apiBaseUrl, timeoutMs: 2000, limiter: { baseDelayMs: 5, maxDelayMs: 50, ...limiter } })
}

export function siteLoader(source: NotionSource, rootPageId: string = DEMO_ROOT): SiteLoader {
  return createSiteLoader({
    getSource: () => source,
    getRootPageId: () => rootPageId,
    mapOptions: { ...DEFAULT_MAP_OPTIONS, log: () => {} },
    revalidateSeconds: 5,
    buildCache: null,
    log: () => {}
  })
}

/** The whole site model of a loader: the site data and every page's detail. */
export async function siteModel(loader: SiteLoader): Promise<unknown> {
  const site = await loader.getSiteData()
  const details = await Promise.all(site.allPages.map((post) => loader.getPostDetail(post)))
  return JSON.parse(JSON.stringify({ site, details }))
}

/** The official source (real @notionhq/client) pointed at the test server, with short backoff. */
export function officialSource(baseUrl: string, limiter: RequestLimiterOptions = {}): OfficialSource {
  return createOfficialSource({ token: 'test-integration-token', baseUrl, timeoutMs: 2000, log: () => {}, limiter: { baseDelayMs: 5, maxDelayMs: 50, concurrency: 6, ratePerSecond: 0, ...limiter } })
}
