import { UnlockablePost } from '@/lib/lock/unlockable-post'
import { slugStaticPaths, slugStaticProps } from '@/lib/props/slug-props'
import type { SlugPageProps } from '@/lib/site/props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticPaths = slugStaticPaths('more')
export const getStaticProps = slugStaticProps

export default function SuffixPage(props: SlugPageProps) {
  return <UnlockablePost props={props}>{(shown) => <ThemedPage layout="LayoutSlug" props={shown} />}</UnlockablePost>
}
