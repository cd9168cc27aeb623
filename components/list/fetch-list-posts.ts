import type { PostSummary } from '@/lib/site/types'
import { pageDataUrl } from '@/lib/urls/page-data-url'

interface NextData {
  buildId?: string
  /** Set when NOTION_PAGE_ID names several workspaces (Next's i18n routing). */
  locale?: string
}

function nextData(): NextData {
  return (window as unknown as { __NEXT_DATA__?: NextData }).__NEXT_DATA__ ?? {}
}

/**
 * Page `page` of the list at `basePath`, read from its static props (the infinite list's next page,
 * the random post's page): null when the page is gone (404) or its data is malformed.
 */
export async function fetchListPosts(basePath: string, page: number): Promise<PostSummary[] | null> {
  const { buildId = '', locale } = nextData()
  const response = await fetch(pageDataUrl(buildId, basePath, page, locale))
  if (!response.ok) return null
  const data = (await response.json()) as { pageProps?: { posts?: unknown } }
  const posts = data.pageProps?.posts
  return Array.isArray(posts) ? (posts as PostSummary[]) : null
}
