import type { GetStaticProps } from 'next'
import { getServerContext, withRevalidate } from '@/themes/site.server'
import type { TagIndexPageProps } from '@/lib/site/page-props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticProps: GetStaticProps<TagIndexPageProps> = async ({ locale }) => {
  const ctx = await getServerContext(locale)
  return withRevalidate(ctx, { ...ctx.base('/tag'), tags: ctx.site.tags })
}

export default function TagIndex(props: TagIndexPageProps) {
  return <ThemedPage layout="LayoutTagIndex" props={props} />
}
