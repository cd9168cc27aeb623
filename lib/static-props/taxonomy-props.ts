import type { GetStaticPaths, GetStaticProps } from 'next'
import { postsByCategory } from '@/lib/site/posts-by-category'
import { postsByTag } from '@/lib/site/posts-by-tag'
import type { PostListPageProps } from '@/lib/site/page-props'
import { laterPages, listPath, pageOfPostsWithPreviews, parsePageParam } from './list-props'
import { notFound, param, pathsForEverySite, unlistedPaths, withRevalidate } from './route-helpers'
import { getServerContext, type ServerContext } from './server-context'

/** Categories and tags list their posts the same way; only the filter and the path differ. */
export type Taxonomy = 'category' | 'tag'

function postsOf(ctx: ServerContext, kind: Taxonomy, name: string) {
  return kind === 'category' ? postsByCategory(ctx.site.posts, name) : postsByTag(ctx.site.posts, name)
}

function namesOf(ctx: ServerContext, kind: Taxonomy): string[] {
  return (kind === 'category' ? ctx.site.categories : ctx.site.tags).map((item) => item.name)
}

export function taxonomyBasePath(kind: Taxonomy, name: string): string {
  return `/${kind}/${encodeURIComponent(name)}`
}

/** Page `page` of the posts in a category or tag; null (404) for an unknown name or a page past the end. */
export async function taxonomyListProps(ctx: ServerContext, kind: Taxonomy, name: string, page: number): Promise<PostListPageProps | null> {
  const posts = postsOf(ctx, kind, name)
  if (posts.length === 0) return null
  const basePath = taxonomyBasePath(kind, name)
  const list = await pageOfPostsWithPreviews(ctx, posts, page, basePath)
  if (!list) return null
  return {
    ...ctx.base(listPath(basePath, page)),
    ...list,
    category: kind === 'category' ? name : null,
    tag: kind === 'tag' ? name : null
  }
}

/** Params of every first page (`{ category: 'Guides' }`). */
export function taxonomyFirstPaths(ctx: ServerContext, kind: Taxonomy): Array<Record<string, string>> {
  return namesOf(ctx, kind).map((name) => ({ [kind]: name }))
}

/** Params of every later page (`{ tag: 'react', page: '2' }`). */
export function taxonomyLaterPaths(ctx: ServerContext, kind: Taxonomy): Array<Record<string, string>> {
  return namesOf(ctx, kind).flatMap((name) =>
    laterPages(ctx, postsOf(ctx, kind, name)).map((page) => ({ [kind]: name, page: String(page) }))
  )
}

/** getStaticPaths of `/{kind}/{name}` (first pages) or `/{kind}/{name}/page/{n}` (later pages). */
export function taxonomyStaticPaths(kind: Taxonomy, which: 'first' | 'later'): GetStaticPaths {
  return async ({ locales }) => {
    const paths = await pathsForEverySite(locales, (ctx) => (which === 'first' ? taxonomyFirstPaths(ctx, kind) : taxonomyLaterPaths(ctx, kind)))
    return { paths, fallback: unlistedPaths() }
  }
}

/** getStaticProps of the same routes: page 1 when the route has no `page` param. */
export function taxonomyStaticProps(kind: Taxonomy): GetStaticProps<PostListPageProps> {
  return async ({ params, locale }) => {
    const ctx = await getServerContext(locale)
    const name = param(params?.[kind])
    const page = params?.page === undefined ? 1 : parsePageParam(params.page)
    const props = name && page && (await taxonomyListProps(ctx, kind, name, page))
    return props ? withRevalidate(ctx, props) : notFound(ctx)
  }
}
