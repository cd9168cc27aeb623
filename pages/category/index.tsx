import type { GetStaticProps } from 'next'
import { getServerContext, withRevalidate } from '@/themes/site.server'
import type { CategoryIndexPageProps } from '@/lib/site/page-props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticProps: GetStaticProps<CategoryIndexPageProps> = async ({ locale }) => {
  const ctx = await getServerContext(locale)
  return withRevalidate(ctx, { ...ctx.base('/category'), categories: ctx.site.categories })
}

export default function CategoryIndex(props: CategoryIndexPageProps) {
  return <ThemedPage layout="LayoutCategoryIndex" props={props} />
}
