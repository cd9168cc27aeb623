import type { GetStaticPaths, GetStaticProps } from 'next'
import { groupArchive, monthOf } from '@/lib/site/group-archive'
import { prerenderedLaterPages } from '@/lib/site/prerendered-posts'
import type { ArchiveMonth, ArchivePageProps, NotFoundPageProps } from '@/lib/site/page-props'
import type { SitePost } from '@/lib/site/types'
import { listPath, parsePageParam, prerenderedIds } from './list-props'
import { notFound, pathsForEverySite, unlistedPaths, withRevalidate } from './route-helpers'
import { getServerContext, type ServerContext } from './server-context'

const BASE_PATH = '/archive'

/** Every listed post, newest publish date first (Notion order among posts of the same moment): the archive's order. */
const byDate = new WeakMap<object, SitePost[]>()
function newestFirst(ctx: Pick<ServerContext, 'site'>): SitePost[] {
  let posts = byDate.get(ctx.site)
  if (!posts) {
    posts = ctx.site.posts
      .map((post, order) => ({ post, order }))
      .sort((a, b) => b.post.publishDate - a.post.publishDate || a.order - b.order)
      .map(({ post }) => post)
    byDate.set(ctx.site, posts)
  }
  return posts
}

/** Page `page` of the archive, ARCHIVE_POSTS_PER_PAGE posts grouped by month; null past the end (page 1 always exists). */
export function archiveProps(ctx: ServerContext, page: number): ArchivePageProps | null {
  const posts = newestFirst(ctx)
  const perPage = ctx.config.ARCHIVE_POSTS_PER_PAGE
  const totalPages = Math.max(1, Math.ceil(posts.length / perPage))
  if (!Number.isInteger(page) || page < 1 || page > totalPages) return null
  return {
    ...ctx.base(listPath(BASE_PATH, page)),
    archive: groupArchive(posts.slice((page - 1) * perPage, page * perPage)),
    total: posts.length,
    paging: { page, totalPages, total: posts.length, basePath: BASE_PATH }
  }
}

/**
 * The archive's `limit` latest months, each linked to the archive page where its first post stands,
 * at its heading (ArchiveList's `archive-{month}` ids).
 */
export function archiveMonths(ctx: ServerContext, limit: number): ArchiveMonth[] {
  const perPage = ctx.config.ARCHIVE_POSTS_PER_PAGE
  const months: ArchiveMonth[] = []
  newestFirst(ctx).forEach((post, index) => {
    const title = monthOf(post.publishDate)
    const last = months.at(-1)
    if (last?.title === title) last.count += 1
    else months.push({ title, count: 1, href: `${listPath(BASE_PATH, Math.floor(index / perPage) + 1)}#archive-${title}` })
  })
  return months.slice(0, limit)
}

/** How many months the 404 page's directory lists. */
const NOT_FOUND_MONTHS = 5

/** `/404`: the chrome and the archive's latest months. */
export const notFoundStaticProps: GetStaticProps<NotFoundPageProps> = async ({ locale }) => {
  const ctx = await getServerContext(locale)
  return withRevalidate(ctx, { ...ctx.base('/404'), archiveMonths: archiveMonths(ctx, NOT_FOUND_MONTHS) })
}

/** `/archive` and `/archive/page/{n}`: page 1 when the route has no `page` param. */
export const archiveStaticProps: GetStaticProps<ArchivePageProps> = async ({ params, locale }) => {
  const ctx = await getServerContext(locale)
  const page = params?.page === undefined ? 1 : parsePageParam(params.page)
  const props = page && archiveProps(ctx, page)
  return props ? withRevalidate(ctx, props) : notFound(ctx)
}

/** The archive's later pages built ahead: those showing a post the build prerenders. */
export const archiveStaticPaths: GetStaticPaths = async ({ locales }) => {
  const paths = await pathsForEverySite(locales, (ctx) =>
    prerenderedLaterPages(newestFirst(ctx), ctx.config.ARCHIVE_POSTS_PER_PAGE, prerenderedIds(ctx)).map((page) => ({ page: String(page) }))
  )
  return { paths, fallback: unlistedPaths() }
}
