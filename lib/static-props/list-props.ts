import { isStaticExport } from '@/lib/deploy/static-export'
import { attachPostPreviews, type LoadPostBlocks } from '@/lib/site/attach-post-previews'
import { getPostDetail } from '@/lib/site/get-site-data'
import { imageUrlSettingsOf } from '@/lib/urls/notion-image-url'
import { paginatePosts } from '@/lib/site/paginate-posts'
import { prerenderedLaterPages, prerenderedPostIds } from '@/lib/site/prerendered-posts'
import type { Paging } from '@/lib/site/page-props'
import { toPostSummary } from '@/lib/site/to-post-summary'
import type { PostSummary, SitePost } from '@/lib/site/types'
import type { ServerContext } from './server-context'

/** Page n of a list as the site's posts, or null when n is past the end (the route then answers 404). */
function pageOfSitePosts(ctx: ServerContext, posts: SitePost[], page: number, basePath: string): { items: SitePost[]; paging: Paging } | null {
  const result = paginatePosts(posts, page, ctx.config.POSTS_PER_PAGE)
  if (page < 1 || page > result.totalPages) return null
  return { items: result.items, paging: { page: result.page, totalPages: result.totalPages, total: result.total, basePath } }
}

/** Page n of a list, or null when n is past the end (the route then answers 404). */
export function pageOfPosts(
  ctx: ServerContext,
  posts: SitePost[],
  page: number,
  basePath: string
): { posts: PostSummary[]; paging: Paging } | null {
  const list = pageOfSitePosts(ctx, posts, page, basePath)
  return list && { posts: list.items.map(toPostSummary), paging: list.paging }
}

/**
 * Whether list cards draw each post's opening (spec §9): the site's POST_LIST_PREVIEW and the theme's
 * own switch (its manifest's postListPreviewKey, medium's MEDIUM_POST_LIST_PREVIEW) both on.
 */
export function listPreviewsOn(ctx: Pick<ServerContext, 'config' | 'theme'>): boolean {
  const key = ctx.theme.postListPreviewKey
  return ctx.config.POST_LIST_PREVIEW && key !== undefined && (ctx.config as unknown as Record<string, unknown>)[key] === true
}

/**
 * pageOfPosts, with each open post's preview when previews are on (listPreviewsOn): read from the
 * post's blocks the sync already holds (getPostDetail), never a locked post's, never the blocks themselves.
 */
export async function pageOfPostsWithPreviews(
  ctx: ServerContext,
  posts: SitePost[],
  page: number,
  basePath: string,
  loadBlocks: LoadPostBlocks = (post) => getPostDetail(post, { locale: ctx.locale })
): Promise<{ posts: PostSummary[]; paging: Paging } | null> {
  if (!listPreviewsOn(ctx)) return pageOfPosts(ctx, posts, page, basePath)
  const list = pageOfSitePosts(ctx, posts, page, basePath)
  if (!list) return null
  const options = { lines: ctx.config.POST_PREVIEW_LINES, imageUrls: imageUrlSettingsOf(ctx.config), loadBlocks }
  return { posts: await attachPostPreviews(ctx.site, list.items, options), paging: list.paging }
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

/**
 * The page numbers (2 and on) of a list that getStaticPaths builds ahead: those showing a post the
 * build prerenders (PRERENDER_POST_COUNT); a static export builds them all. The others are rendered on first visit.
 */
export function laterPages(ctx: Pick<ServerContext, 'config' | 'site'>, posts: readonly SitePost[]): number[] {
  return prerenderedLaterPages(posts, ctx.config.POSTS_PER_PAGE, prerenderedIds(ctx))
}

/** Memoized per site data: every list's paths ask for the same set. */
const prerendered = new WeakMap<object, { count: number; ids: Set<string> }>()

/** The ids of the posts this build renders ahead: every post in a static export, else the newest PRERENDER_POST_COUNT. */
export function prerenderedIds(ctx: Pick<ServerContext, 'config' | 'site'>): Set<string> {
  const count = isStaticExport() ? Number.POSITIVE_INFINITY : ctx.config.PRERENDER_POST_COUNT
  const known = prerendered.get(ctx.site)
  if (known && known.count === count) return known.ids
  const ids = prerenderedPostIds(ctx.site.posts, count)
  prerendered.set(ctx.site, { count, ids })
  return ids
}
