import { taxonomyStaticPaths, taxonomyStaticProps } from '@/themes/site.server'
import type { PostListPageProps } from '@/lib/site/page-props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticPaths = taxonomyStaticPaths('category', 'first')
export const getStaticProps = taxonomyStaticProps('category')

export default function CategoryPosts(props: PostListPageProps) {
  return <ThemedPage layout="LayoutPostList" props={props} />
}
