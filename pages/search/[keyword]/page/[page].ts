import { createElement } from 'react'
import { searchServerSideProps } from '@/themes/site.server'
import type { SearchPageProps } from '@/lib/site/page-props'
import { ThemedPage } from '@/themes/themed-page'

// A `.ts` page like `../index.ts`: rendered per request, never kept on disk, left out of a static export.
export const getServerSideProps = searchServerSideProps

export default function SearchResultsPage(props: SearchPageProps) {
  return createElement(ThemedPage<'LayoutSearch'>, { layout: 'LayoutSearch', props })
}
