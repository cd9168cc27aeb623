import { useEffect, useState } from 'react'
import type { SearchPageProps } from '@/lib/site/page-props'

/**
 * A static site's results of `?s=`: the prebuilt index searched in the browser, every match on one
 * page (there is no server to render `/search/{text}/page/n`). Null until the index has arrived.
 */
export function useStaticSearchResults(props: SearchPageProps, keyword: string): SearchPageProps | null {
  const [found, setFound] = useState<{ keyword: string; props: SearchPageProps } | null>(null)
  useEffect(() => {
    if (!keyword) return
    let current = true
    void import('@/components/search/static-search').then(async ({ loadStaticSearchIndex, searchStaticIndex }) => {
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

