import type { GetStaticProps } from 'next'
import { withRevalidate } from '@/lib/props/route-helpers'
import { getServerContext } from '@/lib/props/server-context'
import type { CategoryIndexPageProps } from '@/lib/site/props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticProps: GetStaticProps<CategoryIndexPageProps> = async ({ locale }) => {
  const ctx = await getServerContext(locale)
  return withRevalidate(ctx, { ...ctx.base('/category'), categories: ctx.site.categories })
}

export default function CategoryIndex(props: CategoryIndexPageProps) {
  return <ThemedPage layout="LayoutCategoryIndex" props={props} />
}
