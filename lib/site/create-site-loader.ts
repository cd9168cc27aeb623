import type { ExtendedRecordMap } from 'notion-types'
import type { NotionSource } from '@/lib/notion/types'
import { extractRemoteConfig } from './extract-remote-config'
import type { MapOptions } from './map-options'
import { mapPostDetail } from './map-post-detail'
import { mapSiteData } from './map-site-data'
import { memoizeFresh } from './memoize-fresh'
import { readOrProduceShared } from './read-or-produce-shared'
import { trimRecordMap } from './trim-record-map'
import type { PostDetail, SiteData, SitePost } from './types'

/** SiteData plus the notice's own blocks, which every page's chrome shows. */
export interface LoadedSiteData extends SiteData {
  noticeRecordMap: ExtendedRecordMap | null
}

export interface SiteLoaderOptions {
  /** Called lazily, so a misconfigured environment fails on the first fetch with its own error. */
  getSource: () => NotionSource
  getRootPageId: () => string
  mapOptions: MapOptions
  /** Seconds a fetched value is served before it is fetched again (outside a build). */
  revalidateSeconds: number
  /** Set during `next build`: the build's worker processes share one fetch through this folder. */
  buildCache: { dir: string; key: string } | null
  log?: (message: string) => void
  now?: () => number
}

export interface SiteLoader {
  getSiteData(): Promise<LoadedSiteData>
  getPostDetail(post: SitePost): Promise<PostDetail>
}

/**
 * Loads the site data and post pages from a NotionSource with the caching a deployment needs:
 * during a build, one fetch shared by every worker process and kept for the whole build; when
 * serving, each value kept `revalidateSeconds` and the last good data served when Notion fails.
 */
export function createSiteLoader(options: SiteLoaderOptions): SiteLoader {
  const log = options.log ?? options.mapOptions.log ?? ((message: string) => console.warn(`[quire] ${message}`))
  const ttlMs = options.buildCache ? Number.POSITIVE_INFINITY : Math.max(0, options.revalidateSeconds) * 1000
  const fresh = { ttlMs, log, ...(options.now && { now: options.now }) }

  const fetchSite = async (): Promise<LoadedSiteData> => {
    const source = options.getSource()
    const rootPageId = options.getRootPageId()
    const root = await source.getPage(rootPageId)
    const { collectionId, configPageId, ...draft } = mapSiteData(root, rootPageId, { ...options.mapOptions, log })
    if (!collectionId) {
      throw new Error(`${source.name}: the root page ${rootPageId} shows no database; NOTION_PAGE_ID must name the blog database page`)
    }
    const notice = draft.notice
    const [remoteConfig, noticeRecordMap] = await Promise.all([
      configPageId ? source.getPage(configPageId).then((map) => extractRemoteConfig(map, configPageId, log)) : {},
      notice && !notice.lock ? source.getPage(notice.id).then((map) => trimRecordMap(map, notice.id)) : null
    ])
    return { ...draft, remoteConfig, noticeRecordMap }
  }

  const build = options.buildCache
  const getSiteData = memoizeFresh(
    build
      ? () =>
          readOrProduceShared({
            dir: build.dir,
            name: `site-${build.key.replace(/[^\w.-]/g, '_')}`,
            stalePrefix: 'site-',
            produce: fetchSite
          })
      : fetchSite,
    { ...fresh, label: 'the site data' }
  )

  const pages = new Map<string, () => Promise<ExtendedRecordMap>>()
  const getPostDetail = async (post: SitePost): Promise<PostDetail> => {
    if (post.lock) return mapPostDetail(post, null)
    let load = pages.get(post.id)
    if (!load) {
      load = memoizeFresh(async () => trimRecordMap(await options.getSource().getPage(post.id), post.id), {
        ...fresh,
        label: `page ${post.id}`
      })
      pages.set(post.id, load)
    }
    return mapPostDetail(post, await load())
  }

  return { getSiteData, getPostDetail }
}
