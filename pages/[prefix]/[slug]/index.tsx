import { LockablePost } from '@/components/post/LockablePost'
import { slugStaticPaths, slugStaticProps } from '@/themes/site.server'
import type { SlugPageProps } from '@/lib/site/page-props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticPaths = slugStaticPaths('two')
export const getStaticProps = slugStaticProps

export default function SlugPage(props: SlugPageProps) {
  return <LockablePost props={props}>{(shown) => <ThemedPage layout="LayoutSlug" props={shown} />}</LockablePost>
}
