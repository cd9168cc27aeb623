import type { GetStaticPaths, GetStaticProps } from 'next'
import { getSearchTextIndex, type SearchTextIndex } from '@/lib/site/get-search-text-index'
import type { SearchPageProps } from '@/lib/site/page-props'
import { searchPosts } from '@/lib/site/search-posts'
import { listPath, pageOfPosts, parsePageParam } from './list-props'
import { notFound, param, unlistedPaths, withRevalidate } from './route-helpers'
import { getServerContext, type ServerContext } from './server-context'

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

/** Keywords are whatever visitors type: nothing is prebuilt, each is rendered on first request. */
export const searchStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: unlistedPaths() })

export const searchStaticProps: GetStaticProps<SearchPageProps> = async ({ params, locale }) => {
  const ctx = await getServerContext(locale)
  const keyword = param(params?.keyword)?.trim() ?? ''
  const page = params?.page === undefined ? 1 : parsePageParam(params.page)
  const texts = keyword && page ? await getSearchTextIndex(ctx.site) : undefined
  const props = page && searchProps(ctx, keyword, page, texts)
  return props ? withRevalidate(ctx, props) : notFound(ctx)
}
