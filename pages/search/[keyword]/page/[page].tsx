import { searchStaticPaths, searchStaticProps } from '@/themes/site.server'
import type { SearchPageProps } from '@/lib/site/page-props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticPaths = searchStaticPaths
export const getStaticProps = searchStaticProps

export default function SearchResultsPage(props: SearchPageProps) {
  return <ThemedPage layout="LayoutSearch" props={props} />
}
