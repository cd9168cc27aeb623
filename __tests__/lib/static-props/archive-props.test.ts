import { DEFAULT_CONFIG, type SiteConfig } from '@/lib/config'
import { archiveMonths, archiveProps, archiveStaticPaths } from '@/lib/static-props/archive-props'
import type { ServerContext } from '@/lib/static-props/server-context'
import type { SiteData } from '@/lib/site/types'
import { makePost } from '../site/fixtures/blog-workspace'

const mockContext = jest.fn()
jest.mock('@/lib/static-props/server-context', () => ({ getServerContext: () => mockContext() }))

const DAY = 86_400_000
/** `count` posts in Notion's order, oldest first: the archive turns it round. */
const posts = (count: number) => Array.from({ length: count }, (_, i) => makePost({ title: `Post ${i}`, publishDate: Date.UTC(2020, 0, 1) + i * DAY }))

function ctx(count: number, config: Partial<SiteConfig> = {}): ServerContext {
  return {
    site: { posts: posts(count) } as SiteData,
    config: { ...DEFAULT_CONFIG, ARCHIVE_POSTS_PER_PAGE: 100, ...config } as SiteConfig,
    base: (path: string) => ({ path }) as never
  } as unknown as ServerContext
}

test('a site of up to one page of posts has an archive of one page, every post in it by month', () => {
  const props = archiveProps(ctx(40), 1)!
  expect(props.paging).toEqual({ page: 1, totalPages: 1, total: 40, basePath: '/archive' })
  expect(props.archive.flatMap((group) => group.posts)).toHaveLength(40)
  expect(props.archive[0]?.title).toBe('2020-02')
  expect(archiveProps(ctx(40), 2)).toBeNull()
  expect(archiveProps(ctx(0), 1)?.archive).toEqual([])
})

test('a large site pages its archive, newest first, so no page carries more than ARCHIVE_POSTS_PER_PAGE posts', () => {
  const site = ctx(10_000)
  const first = archiveProps(site, 1)!
  const last = archiveProps(site, 100)!
  expect(first.paging).toEqual({ page: 1, totalPages: 100, total: 10_000, basePath: '/archive' })
  expect(first.total).toBe(10_000)
  expect(first.archive.flatMap((group) => group.posts).map((post) => post.title)).toEqual(Array.from({ length: 100 }, (_, i) => `Post ${9999 - i}`))
  expect(last.archive.flatMap((group) => group.posts).map((post) => post.title).at(-1)).toBe('Post 0')
  expect(last.path).toBe('/archive/page/100')
  expect(archiveProps(site, 101)).toBeNull()
  expect(JSON.stringify(first).length).toBeLessThan(128 * 1024)
})

test("getStaticPaths builds ahead the archive's later pages that show a prerendered post", async () => {
  // The newest 250 of 1,000 posts: pages 1 to 3 of the archive.
  mockContext.mockResolvedValue(ctx(1000, { PRERENDER_POST_COUNT: 250 }))
  expect(await archiveStaticPaths({})).toEqual({ paths: [{ params: { page: '2' } }, { params: { page: '3' } }], fallback: 'blocking' })
  mockContext.mockResolvedValue(ctx(1000))
  expect((await archiveStaticPaths({})).paths).toHaveLength(9)
})

test("the 404's archive months are the latest ones, counted, each linked to the archive page where it begins, at its heading", () => {
  // 70 daily posts from 2020-01-01: January 31, February 29, March 10; newest first, 25 to a page.
  const months = archiveMonths(ctx(70, { ARCHIVE_POSTS_PER_PAGE: 25 }), 5)
  expect(months).toEqual([
    { title: '2020-03', count: 10, href: '/archive#archive-2020-03' },
    { title: '2020-02', count: 29, href: '/archive#archive-2020-02' },
    { title: '2020-01', count: 31, href: '/archive/page/2#archive-2020-01' }
  ])
  expect(archiveMonths(ctx(70), 2).map((month) => month.title)).toEqual(['2020-03', '2020-02'])
  expect(archiveMonths(ctx(0), 5)).toEqual([])
})
