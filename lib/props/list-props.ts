import { paginatePosts } from '@/lib/site/paginate-posts'
import type { Paging } from '@/lib/site/props'
import { toPostSummary } from '@/lib/site/to-post-summary'
import type { PostSummary, SitePost } from '@/lib/site/types'
import type { ServerContext } from './server-context'

/** Page n of a list, or null when n is past the end (the route then answers 404). */
export function pageOfPosts(
  ctx: ServerContext,
  posts: SitePost[],
  page: number,
  basePath: string
): { posts: PostSummary[]; paging: Paging } | null {
  const result = paginatePosts(posts, page, ctx.config.POSTS_PER_PAGE)
  if (page < 1 || page > result.totalPages) return null
  return {
    posts: result.items.map(toPostSummary),
    paging: { page: result.page, totalPages: result.totalPages, total: result.total, basePath }
  }
}

/** `/page/2`, `/tag/x/page/2`: the path of page n of a list whose first page is basePath. */
export function listPath(basePath: string, page: number): string {
  if (page <= 1) return basePath
  return basePath === '/' ? `/page/${page}` : `${basePath}/page/${page}`
}

/** Parses a `[page]` route segment: a whole number >= 2 (page 1 lives at the base path), else null. */
export function parsePageParam(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d*$/.test(value)) return null
  const page = Number(value)
  return page >= 2 ? page : null
}

/** Page numbers 2..totalPages, for getStaticPaths. */
export function laterPages(count: number, perPage: number): number[] {
  const total = Math.max(1, Math.ceil(count / perPage))
  return Array.from({ length: total - 1 }, (_, i) => i + 2)
}
