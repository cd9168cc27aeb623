import type { GetStaticProps } from 'next'
import { useRouter } from 'next/router'
import { useEffect, useState } from 'react'
import { isStaticExport } from '@/lib/deploy/static-export'
import { withRevalidate } from '@/lib/props/route-helpers'
import { searchProps } from '@/lib/props/search-props'
import { getServerContext } from '@/lib/props/server-context'
import type { SearchPageProps } from '@/lib/site/props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticProps: GetStaticProps<SearchPageProps> = async ({ locale }) => {
  const ctx = await getServerContext(locale)
  return withRevalidate(ctx, searchProps(ctx, '', 1) as SearchPageProps)
}

/**
 * A static site's results of `?s=`: the prebuilt index searched in the browser, every match on one
 * page (there is no server to render `/search/{text}/page/n`). Null until the index has arrived.
 */
function useStaticResults(props: SearchPageProps, keyword: string): SearchPageProps | null {
  const [found, setFound] = useState<{ keyword: string; props: SearchPageProps } | null>(null)
  useEffect(() => {
    if (!keyword) return
    let current = true
    void import('@/lib/ui/static-search').then(async ({ loadStaticSearchIndex, searchStaticIndex }) => {
      const posts = searchStaticIndex(await loadStaticSearchIndex(), keyword)
      const paging = { page: 1, totalPages: 1, total: posts.length, basePath: '/search' }
      if (current) setFound({ keyword, props: { ...props, keyword, posts, paging } })
    }).catch((error: unknown) => console.error(`[quire] search: ${(error as Error).message}`))
    return () => {
      current = false
    }
  }, [keyword, props])
  return found?.keyword === keyword ? found.props : null
}

/** `/search?s=text` is the same screen as `/search/text`, which is rendered on the server (in the browser on a static site). */
export default function Search(props: SearchPageProps) {
  const router = useRouter()
  const s = typeof router.query.s === 'string' ? router.query.s.trim() : ''
  const staticResults = useStaticResults(props, isStaticExport() ? s : '')
  useEffect(() => {
    if (!s || isStaticExport()) return
    const { s: _omit, ...rest } = router.query
    void router.replace({ pathname: '/search/[keyword]', query: { ...rest, keyword: s } })
  }, [s, router])
  return <ThemedPage layout="LayoutSearch" props={staticResults ?? props} />
}
