import type { GetStaticPaths, GetStaticProps } from 'next'
import { laterPages, listPath, pageOfPosts, parsePageParam } from '@/lib/props/list-props'
import { notFound, withRevalidate } from '@/lib/props/route-helpers'
import { getServerContext } from '@/lib/props/server-context'
import type { PostListPageProps } from '@/lib/site/props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticPaths: GetStaticPaths = async () => {
  const ctx = await getServerContext()
  const pages = laterPages(ctx.site.posts.length, ctx.config.POSTS_PER_PAGE)
  return { paths: pages.map((page) => ({ params: { page: String(page) } })), fallback: 'blocking' }
}

export const getStaticProps: GetStaticProps<PostListPageProps> = async ({ params }) => {
  const ctx = await getServerContext()
  const page = parsePageParam(params?.page)
  const list = page && pageOfPosts(ctx, ctx.site.posts, page, '/')
  if (!page || !list) return notFound(ctx)
  return withRevalidate(ctx, { ...ctx.base(listPath('/', page)), ...list, category: null, tag: null })
}

export default function HomePage(props: PostListPageProps) {
  return <ThemedPage layout="LayoutPostList" props={props} />
}
