import type { GetStaticProps } from 'next'
import { homeDocumentProps, homeSitePosts } from '@/lib/props/home-document'
import { pageOfPosts } from '@/lib/props/list-props'
import { notFound, withRevalidate } from '@/lib/props/route-helpers'
import { getServerContext } from '@/lib/props/server-context'
import type { IndexPageProps } from '@/lib/site/props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticProps: GetStaticProps<IndexPageProps> = async ({ locale }) => {
  const ctx = await getServerContext(locale)
  const list = pageOfPosts(ctx, ctx.site.posts, 1, '/')
  if (!list) return notFound(ctx)
  const homeDocument = await homeDocumentProps(ctx)
  const sitePosts = homeSitePosts(ctx)
  return withRevalidate(ctx, { ...ctx.base('/'), ...list, ...(homeDocument && { homeDocument }), ...(sitePosts && { sitePosts }) })
}

export default function Home(props: IndexPageProps) {
  return <ThemedPage layout="LayoutIndex" props={props} />
}
