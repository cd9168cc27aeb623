import { searchStaticPaths, searchStaticProps } from '@/themes/server'
import type { SearchPageProps } from '@/lib/site/props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticPaths = searchStaticPaths
export const getStaticProps = searchStaticProps

export default function SearchResultsPage(props: SearchPageProps) {
  return <ThemedPage layout="LayoutSearch" props={props} />
}
