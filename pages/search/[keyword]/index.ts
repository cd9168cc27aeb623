import { createElement } from 'react'
import { searchServerSideProps } from '@/themes/site.server'
import type { SearchPageProps } from '@/lib/site/page-props'
import { ThemedPage } from '@/themes/themed-page'

// A `.ts` page (no JSX): rendered per request, so a static export (which builds `.tsx` pages only)
// leaves it out, as it did before; the exported site searches in the browser (/search/?s=).
export const getServerSideProps = searchServerSideProps

export default function SearchResults(props: SearchPageProps) {
  return createElement(ThemedPage<'LayoutSearch'>, { layout: 'LayoutSearch', props })
}
