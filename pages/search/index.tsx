import type { GetStaticProps } from 'next'
import { useRouter } from 'next/router'
import { useEffect } from 'react'
import { withRevalidate } from '@/lib/props/route-helpers'
import { searchProps } from '@/lib/props/search-props'
import { getServerContext } from '@/lib/props/server-context'
import type { SearchPageProps } from '@/lib/site/props'
import { ThemedPage } from '@/themes/themed-page'

export const getStaticProps: GetStaticProps<SearchPageProps> = async ({ locale }) => {
  const ctx = await getServerContext(locale)
  return withRevalidate(ctx, searchProps(ctx, '', 1) as SearchPageProps)
}

/** `/search?s=text` is the same screen as `/search/text`, which is rendered on the server. */
export default function Search(props: SearchPageProps) {
  const router = useRouter()
  const s = typeof router.query.s === 'string' ? router.query.s.trim() : ''
  useEffect(() => {
    if (!s) return
    const { s: _omit, ...rest } = router.query
    void router.replace({ pathname: '/search/[keyword]', query: { ...rest, keyword: s } })
  }, [s, router])
  return <ThemedPage layout="LayoutSearch" props={props} />
}
