/**
 * Issue 37, finding 1: a search result page is rendered per request and kept on no disk (an ISR
 * page per keyword filled it), says noindex and names /search as its canonical page.
 */
import type { GetServerSidePropsContext } from 'next'
import { buildPageMeta } from '@/lib/seo/build-page-meta'
import * as firstPage from '@/pages/search/[keyword]/index'
import * as laterPage from '@/pages/search/[keyword]/page/[page]'

test.each([
  ['/search/[keyword]', firstPage],
  ['/search/[keyword]/page/[page]', laterPage]
])('%s is rendered per request: no getStaticProps (an ISR page kept per keyword), no getStaticPaths', (_route, page) => {
  expect(page).not.toHaveProperty('getStaticProps')
  expect(page).not.toHaveProperty('getStaticPaths')
  expect(typeof (page as { getServerSideProps?: unknown }).getServerSideProps).toBe('function')
})

test('a result page is shared with a CDN for a short time, and found on the demo', async () => {
  const headers: Record<string, string> = {}
  const res = { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) }
  const getServerSideProps = (firstPage as unknown as { getServerSideProps: (ctx: GetServerSidePropsContext) => Promise<{ props?: { keyword: string } }> }).getServerSideProps
  const result = await getServerSideProps({ params: { keyword: 'notion' }, res } as unknown as GetServerSidePropsContext)
  expect(result.props?.keyword).toBe('notion')
  expect(headers['cache-control']).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/)
})

const config = {
  LINK: 'https://blog.example.com',
  AUTHOR: 'Ada',
  LANG: 'en-US',
  KEYWORDS: [],
  SEO_GOOGLE_SITE_VERIFICATION: '',
  SEO_BAIDU_SITE_VERIFICATION: '',
  SEO_BING_SITE_VERIFICATION: '',
  SEO_YANDEX_SITE_VERIFICATION: ''
}
const meta = (path: string) =>
  buildPageMeta({ layout: 'LayoutSearch', path, title: 'Search', siteTitle: 'Quire', siteDescription: '', socialCard: '', config })

test('a result page says noindex and its canonical URL is /search; the search screen itself is indexed', () => {
  expect(meta('/search/buy%20cheap%20pills')).toMatchObject({ noindex: true, canonical: 'https://blog.example.com/search' })
  expect(meta('/search/buy%20cheap%20pills/page/2')).toMatchObject({ noindex: true, canonical: 'https://blog.example.com/search' })
  expect(meta('/search')).toMatchObject({ noindex: false, canonical: 'https://blog.example.com/search' })
})
