import type { GetStaticProps } from 'next'
import { useRouter } from 'next/router'
import { useEffect } from 'react'
import { useStaticSearchResults } from '@/components/search/use-static-search-results'
import { getServerContext, searchProps, withRevalidate } from '@/themes/site.server'
import type { SearchPageProps } from '@/lib/site/page-props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticProps: GetStaticProps<SearchPageProps> = async ({ locale }) => {
  const ctx = await getServerContext(locale)
  return withRevalidate(ctx, searchProps(ctx, '', 1) as SearchPageProps)
}

/** `/search?s=text` is the same screen as `/search/text`, which is rendered on the server (in the browser on a static site). */
/** Written out (not isStaticExport()) so a server build's bundle drops the static search entirely. */
const STATIC_EXPORT = process.env.NEXT_PUBLIC_STATIC_EXPORT === '1'
const useResults: typeof useStaticSearchResults = STATIC_EXPORT ? useStaticSearchResults : () => null

export default function Search(props: SearchPageProps) {
  const router = useRouter()
  const s = typeof router.query.s === 'string' ? router.query.s.trim() : ''
  const staticResults = useResults(props, s)
  useEffect(() => {
    if (!s || STATIC_EXPORT) return
    const { s: _omit, ...rest } = router.query
    void router.replace({ pathname: '/search/[keyword]', query: { ...rest, keyword: s } })
  }, [s, router])
  return <ThemedPage layout="LayoutSearch" props={staticResults ?? props} />
}
