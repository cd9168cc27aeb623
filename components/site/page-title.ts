import type { Dictionary } from '@/lib/i18n'
import type { LayoutName } from '@/lib/site/page-props'

/** The fields of any page's props a title may come from: each layout's props hold some of them. */
export interface TitleSource {
  post?: { title: string } | null
  category?: string | null
  tag?: string | null
  keyword?: string
}

/**
 * What a page is called in the browser tab, before ` | {site title}`: null for home, which shows
 * the site title alone.
 */
export function pageTitle(layout: LayoutName, source: TitleSource, t: Dictionary): string | null {
  switch (layout) {
    case 'LayoutIndex':
      return null
    case 'LayoutSlug':
      return source.post?.title || null
    case 'LayoutPostList':
      return source.category || source.tag || null
    case 'LayoutSearch':
      return source.keyword ? `${t.NAV.SEARCH}: ${source.keyword}` : t.NAV.SEARCH
    case 'LayoutArchive':
      return t.NAV.ARCHIVE
    case 'LayoutCategoryIndex':
      return t.NAV.CATEGORY
    case 'LayoutTagIndex':
      return t.NAV.TAG
    case 'Layout404':
      return t.COMMON.NOT_FOUND
    case 'LayoutSignIn':
      return t.SIGN.SIGN_IN
    case 'LayoutSignUp':
      return t.SIGN.SIGN_UP
  }
}
