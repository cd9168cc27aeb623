import { LockablePost } from '@/components/post/LockablePost'
import { slugStaticPaths, slugStaticProps } from '@/lib/props/slug-props'
import type { SlugPageProps } from '@/lib/site/props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticPaths = slugStaticPaths('more')
export const getStaticProps = slugStaticProps

export default function SuffixPage(props: SlugPageProps) {
  return <LockablePost props={props}>{(shown) => <ThemedPage layout="LayoutSlug" props={shown} />}</LockablePost>
}
