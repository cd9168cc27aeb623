import type { ExtendedRecordMap } from 'notion-types'
import { DEFAULT_MAP_OPTIONS } from './map-options'
import { toPostLink, toPostSummary } from './to-post-summary'
import type { MenuLink, SiteChrome, SiteData } from './types'


export interface SiteChromeOptions {
  /** The notice page's blocks; by default those getSiteData loaded with the site. */
  noticeRecordMap?: ExtendedRecordMap | null
  latestPostCount?: number
  /** CUSTOM_MENU: the header draws the Menu rows alone, so the Page rows' links are not sent. */
  customMenu?: boolean
}

function copyLinks(links: readonly MenuLink[]): MenuLink[] {
  return links.map((link) => ({ ...link, subMenus: link.subMenus.map((sub) => ({ ...sub })) }))
}

/**
 * The small part of the site every page carries: info, menus (and the Page rows' links when
 * CUSTOM_MENU is off), the notice with its blocks, categories, tags and the latest posts (newest
 * publish date first).
 */
export function buildSiteChrome(site: SiteData, options: SiteChromeOptions = {}): SiteChrome {
  const notice = site.notice
  const latestPostCount = options.latestPostCount ?? DEFAULT_MAP_OPTIONS.latestPostCount
  const noticeRecordMap = options.noticeRecordMap !== undefined ? options.noticeRecordMap : site.noticeRecordMap
  const latestPosts = site.posts
    .map((post, order) => ({ post, order }))
    .sort((a, b) => b.post.publishDate - a.post.publishDate || a.order - b.order)
    .slice(0, Math.max(0, latestPostCount))
    .map(({ post }) => toPostLink(post))
  return {
    siteInfo: { ...site.siteInfo },
    menus: copyLinks(site.menus),
    pageLinks: options.customMenu ? [] : copyLinks(site.pageLinks),
    notice: notice ? { ...toPostSummary(notice), recordMap: notice.lock ? null : noticeRecordMap } : null,
    categories: site.categories.map((item) => ({ ...item })),
    tags: site.tags.map((item) => ({ ...item })),
    latestPosts,
    postCount: site.posts.length
  }
}
