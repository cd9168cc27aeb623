import type { GetStaticPaths, GetStaticProps } from 'next'
import { getServerContext, laterPages, listPath, notFound, pageOfPostsWithPreviews, parsePageParam, pathsForEverySite, unlistedPaths, withRevalidate } from '@/themes/site.server'
import type { PostListPageProps } from '@/lib/site/page-props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticPaths: GetStaticPaths = async ({ locales }) => {
  const paths = await pathsForEverySite(locales, (ctx) =>
    laterPages(ctx, ctx.site.posts).map((page) => ({ page: String(page) }))
  )
  return { paths, fallback: unlistedPaths() }
}

export const getStaticProps: GetStaticProps<PostListPageProps> = async ({ params, locale }) => {
  const ctx = await getServerContext(locale)
  const page = parsePageParam(params?.page)
  const list = page && (await pageOfPostsWithPreviews(ctx, ctx.site.posts, page, '/'))
  if (!page || !list) return notFound(ctx)
  return withRevalidate(ctx, { ...ctx.base(listPath('/', page)), ...list, category: null, tag: null })
}

export default function HomePage(props: PostListPageProps) {
  return <ThemedPage layout="LayoutPostList" props={props} />
}
