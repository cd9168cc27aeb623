/**
 * A process keeps one site loader whatever the environment sets: the pages (which pass the
 * environment's options), a post's page and the API routes (which pass none) read the same site
 * data and page cache. Before, a page's post body was read through a loader of the defaults, so an
 * owner who set POST_URL_PREFIX or LATEST_POST_COUNT had the database read twice.
 */
// Hands lib the theme registry, as a page file's import of its builder does.
import '@/themes/site.server'
import { getServerContext } from '@/lib/static-props/server-context'
import { getPostDetail, getSiteData } from '@/lib/site/get-site-data'

const saved = { ...process.env }
beforeAll(() => {
  process.env.POST_URL_PREFIX = 'blog'
  process.env.LATEST_POST_COUNT = '3'
  process.env.IMAGE_QUALITY = '70'
})
afterAll(() => {
  process.env = saved
})

function loaderCount(): number {
  return (globalThis as unknown as Record<symbol, Map<string, unknown> | undefined>)[Symbol.for('quire.siteLoaders')]?.size ?? 0
}

test("pages, posts and routes share one loader under the environment's settings", async () => {
  const ctx = await getServerContext()
  expect(ctx.site.posts[0]?.href.startsWith('/blog/')).toBe(true)
  expect(ctx.base('/').site.latestPosts).toHaveLength(3)
  const first = ctx.site.posts.find((post) => !post.lock)
  if (!first) throw new Error('the demo has an open post')
  await getPostDetail(first, { locale: ctx.locale })
  expect(await getSiteData()).toBe(ctx.site)
  expect(loaderCount()).toBe(1)
})
