import type { ExtendedRecordMap } from 'notion-types'
import { getPageBreadcrumbs } from 'notion-utils'

export interface PageCrumb {
  pageId: string
  title: string
  /** The page's icon as Notion gives it (an emoji, a URL or a site path); empty when it has none. */
  icon: string
  /** The page being shown. */
  active: boolean
}

/**
 * The pages from the top one the record map knows down to `pageId`. A post's map holds no page
 * above it, so it gives one crumb; a sub-page's map carries its way up to its post (getSubPage).
 * Malformed data gives no crumbs rather than an error.
 */
export function pageBreadcrumbs(recordMap: ExtendedRecordMap, pageId: string): PageCrumb[] {
  try {
    return (getPageBreadcrumbs(recordMap, pageId) ?? []).map((crumb) => ({
      pageId: crumb.pageId,
      title: crumb.title,
      icon: typeof crumb.icon === 'string' ? crumb.icon.trim() : '',
      active: crumb.active
    }))
  } catch {
    return []
  }
}
