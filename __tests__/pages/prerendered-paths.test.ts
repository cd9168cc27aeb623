/**
 * PRERENDER_POST_COUNT on the demo: the routes' getStaticPaths list the newest posts and the list
 * pages showing them; every other post is still rendered when first asked for (fallback blocking).
 */
import type { GetStaticPaths, GetStaticPathsContext, GetStaticPropsContext } from 'next'

const ENV = 'PRERENDER_POST_COUNT'
const before = process.env[ENV]
afterEach(() => {
  if (before === undefined) delete process.env[ENV]
  else process.env[ENV] = before
})

/** The routes as a build with `count` (unset: the default) loads them: the env is read once per module load. */
async function routes(count: string | undefined) {
  if (count === undefined) delete process.env[ENV]
  else process.env[ENV] = count
  let loaded!: {
    homePagePaths: GetStaticPaths
    postPaths: GetStaticPaths
    postProps: typeof import('@/pages/[prefix]/[slug]').getStaticProps
    pagePaths: GetStaticPaths
    tagLaterPaths: GetStaticPaths
    getServerContext: typeof import('@/lib/static-props/server-context').getServerContext
  }
  await jest.isolateModulesAsync(async () => {
    loaded = {
      homePagePaths: (await import('@/pages/page/[page]')).getStaticPaths,
      postPaths: (await import('@/pages/[prefix]/[slug]')).getStaticPaths,
      postProps: (await import('@/pages/[prefix]/[slug]')).getStaticProps,
      pagePaths: (await import('@/pages/[prefix]')).getStaticPaths,
      tagLaterPaths: (await import('@/pages/tag/[tag]/page/[page]')).getStaticPaths,
      getServerContext: (await import('@/lib/static-props/server-context')).getServerContext
    }
  })
  return loaded
}

const paramsOf = async (paths: GetStaticPaths) => {
  const result = await paths({} as GetStaticPathsContext)
  return { fallback: result.fallback, params: result.paths.map((path) => (typeof path === 'string' ? path : path.params)) }
}

test('every post and list page is listed by default, on a site smaller than the default count', async () => {
  const { getServerContext, postPaths, homePagePaths } = await routes(undefined)
  const ctx = await getServerContext()
  const posts = await paramsOf(postPaths)
  expect(posts.fallback).toBe('blocking')
  for (const post of ctx.site.posts) expect(posts.params).toContainEqual({ prefix: 'article', slug: post.slug })
  expect((await paramsOf(homePagePaths)).params).toEqual([{ page: '2' }, { page: '3' }, { page: '4' }].slice(0, Math.ceil(ctx.site.posts.length / ctx.config.POSTS_PER_PAGE) - 1))
})

test('with PRERENDER_POST_COUNT=3: the newest three posts, every page, and only the list pages showing those posts', async () => {
  const { getServerContext, postPaths, postProps, pagePaths, homePagePaths, tagLaterPaths } = await routes('3')
  const ctx = await getServerContext()
  const newest = [...ctx.site.posts].sort((a, b) => b.publishDate - a.publishDate).slice(0, 3)
  const posts = await paramsOf(postPaths)
  const listedPosts = ctx.site.posts.filter((post) => posts.params.some((params) => (params as { slug?: string }).slug === post.slug))
  expect(listedPosts.map((post) => post.id).sort()).toEqual(newest.map((post) => post.id).sort())
  // Pages (type Page) are always built: /about and the like.
  const pages = ctx.site.allPages.filter((page) => page.type === 'Page' && page.href.split('/').length === 2)
  expect(pages.length).toBeGreaterThan(0)
  const onePart = await paramsOf(pagePaths)
  for (const page of pages) expect(onePart.params).toContainEqual({ prefix: page.href.slice(1) })
  // The home's later pages: only those with one of the three on them.
  const home = await paramsOf(homePagePaths)
  const shown = new Set(newest.map((post) => Math.floor(ctx.site.posts.indexOf(post) / ctx.config.POSTS_PER_PAGE) + 1))
  expect(home.params).toEqual([...shown].filter((page) => page > 1).sort().map((page) => ({ page: String(page) })))
  expect((await paramsOf(tagLaterPaths)).params.length).toBeLessThanOrEqual(3)

  // A post not built ahead is rendered on its first visit, whole.
  const older = ctx.site.posts.find((post) => !newest.includes(post) && !post.lock && post.href.startsWith('/article/'))!
  const result = await postProps({ params: { prefix: 'article', slug: older.slug } } as GetStaticPropsContext<{ prefix: string; slug: string }>)
  expect(result).toMatchObject({ props: { post: { id: older.id, title: older.title } }, revalidate: 5 })
})
