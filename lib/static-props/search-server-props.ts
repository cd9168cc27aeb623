import type { GetServerSideProps } from 'next'
import { getSearchTextIndex } from '@/lib/site/get-search-text-index'
import type { SearchPageProps } from '@/lib/site/page-props'
import { parsePageParam } from './list-props'
import { param } from './route-helpers'
import { searchProps } from './search-props'
import { getServerContext } from './server-context'

/** A CDN keeps a result page this long, and serves it stale this many times longer while it refetches. */
export const SEARCH_PAGE_STALE_FACTOR = 12

/**
 * `/search/{keyword}` (and its later pages), rendered for each request and kept by nobody but a
 * CDN for a short time (issue 37): as an ISR page each new keyword was written to disk for good,
 * so anyone could fill it. The page says `noindex` and names `/search` as canonical (build-page-meta).
 */
export const searchServerSideProps: GetServerSideProps<SearchPageProps> = async ({ params, locale, res }) => {
  const ctx = await getServerContext(locale)
  const keyword = param(params?.keyword)?.trim() ?? ''
  const page = params?.page === undefined ? 1 : parsePageParam(params.page)
  const texts = keyword && page ? await getSearchTextIndex(ctx.site) : undefined
  const props = page && searchProps(ctx, keyword, page, texts)
  const seconds = ctx.config.NEXT_REVALIDATE_SECOND
  res.setHeader('Cache-Control', `public, s-maxage=${seconds}, stale-while-revalidate=${seconds * SEARCH_PAGE_STALE_FACTOR}`)
  return props ? { props } : { notFound: true }
}
