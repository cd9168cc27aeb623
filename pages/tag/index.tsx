import type { GetStaticProps } from 'next'
import { withRevalidate } from '@/lib/props/route-helpers'
import { getServerContext } from '@/lib/props/server-context'
import type { TagIndexPageProps } from '@/lib/site/props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticProps: GetStaticProps<TagIndexPageProps> = async ({ locale }) => {
  const ctx = await getServerContext(locale)
  return withRevalidate(ctx, { ...ctx.base('/tag'), tags: ctx.site.tags })
}

export default function TagIndex(props: TagIndexPageProps) {
  return <ThemedPage layout="LayoutTagIndex" props={props} />
}
