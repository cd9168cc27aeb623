import type { GetStaticProps } from 'next'
import { getServerContext, homeDocumentProps, homeSitePosts, notFound, pageOfPostsWithPreviews, withRevalidate } from '@/themes/site.server'
import type { IndexPageProps } from '@/lib/site/page-props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticProps: GetStaticProps<IndexPageProps> = async ({ locale }) => {
  const ctx = await getServerContext(locale)
  const list = await pageOfPostsWithPreviews(ctx, ctx.site.posts, 1, '/')
  if (!list) return notFound(ctx)
  const homeDocument = await homeDocumentProps(ctx)
  const sitePosts = homeSitePosts(ctx)
  return withRevalidate(ctx, { ...ctx.base('/'), ...list, ...(homeDocument && { homeDocument }), ...(sitePosts && { sitePosts }) })
}

export default function Home(props: IndexPageProps) {
  return <ThemedPage layout="LayoutIndex" props={props} />
}
