import { taxonomyStaticPaths, taxonomyStaticProps } from '@/themes/site.server'
import type { PostListPageProps } from '@/lib/site/page-props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticPaths = taxonomyStaticPaths('tag', 'later')
export const getStaticProps = taxonomyStaticProps('tag')

export default function TagPostsPage(props: PostListPageProps) {
  return <ThemedPage layout="LayoutPostList" props={props} />
}
