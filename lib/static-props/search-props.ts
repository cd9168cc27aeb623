import type { SearchTextIndex } from '@/lib/site/get-search-text-index'
import type { SearchPageProps } from '@/lib/site/page-props'
import { searchPosts } from '@/lib/site/search-posts'
import { listPath, pageOfPosts } from './list-props'
import type { ServerContext } from './server-context'

/**
 * Page `page` of the posts matching `keyword` (by title, summary, tags, or body text when `texts`
 * is given); an empty result is still a page ('No results found.').
 */
export function searchProps(ctx: ServerContext, keyword: string, page: number, texts?: SearchTextIndex): SearchPageProps | null {
  const basePath = keyword ? `/search/${encodeURIComponent(keyword)}` : '/search'
  const matches = keyword ? searchPosts(ctx.site.posts, keyword, texts) : []
  const list = pageOfPosts(ctx, matches, page, basePath)
  if (list) return { ...ctx.base(listPath(basePath, page)), keyword, ...list }
  if (page !== 1) return null
  return { ...ctx.base(basePath), keyword, posts: [], paging: { page: 1, totalPages: 1, total: 0, basePath } }
}
