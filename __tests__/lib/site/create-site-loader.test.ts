import { createSiteLoader, type SiteLoaderOptions } from '@/lib/site/create-site-loader'
import { DEFAULT_MAP_OPTIONS } from '@/lib/site/map-options'
import { buildBlog, fakeSource } from './fixtures/blog-workspace'

function setup(overrides: Partial<SiteLoaderOptions> = {}) {
  const blog = buildBlog()
  const source = fakeSource(blog.pages)
  let now = 0
  const logs: string[] = []
  const loader = createSiteLoader({
    getSource: () => source,
    getRootPageId: () => blog.rootId,
    mapOptions: { ...DEFAULT_MAP_OPTIONS, log: (m) => logs.push(m) },
    revalidateSeconds: 5,
    buildCache: null,
    now: () => now,
    log: (m) => logs.push(m),
    ...overrides
  })
  return { blog, source, loader, logs, advance: (ms: number) => (now += ms) }
}

test('loads the site, its remote config and the notice blocks', async () => {
  const { blog, loader } = setup()
  const site = await loader.getSiteData()
  expect(site.siteInfo.title).toBe('Test Blog')
  expect(site.posts.map((p) => p.title)).toEqual(['Hello World', 'Locked'])
  expect(site.allPages.map((p) => p.title)).toEqual(['Hello World', 'Locked', 'About'])
  expect(site.remoteConfig).toEqual({ THEME: 'hexo' })
  expect(site.notice?.id).toBe(blog.ids.notice)
  expect(Object.keys(site.noticeRecordMap?.block ?? {})[0]).toBe(blog.ids.notice)
  expect(site.menus.map((m) => m.name)).toEqual(['Home'])
  expect(site.tags).toEqual([{ name: 'intro', color: 'green', count: 1 }])
  expect(JSON.parse(JSON.stringify(site))).toEqual(site)
  expect(site).not.toHaveProperty('collectionId')
  expect(site).not.toHaveProperty('configPageId')
})

test('fetched once per revalidation period, shared by concurrent callers', async () => {
  const { source, loader, advance } = setup()
  await Promise.all([loader.getSiteData(), loader.getSiteData()])
  await loader.getSiteData()
  const rootCalls = () => source.calls.filter((id) => id === source.calls[0]).length
  expect(rootCalls()).toBe(1)
  advance(5001)
  await loader.getSiteData()
  expect(rootCalls()).toBe(2)
})

test('a failed refresh keeps serving the last good data', async () => {
  const { source, loader, advance, logs } = setup()
  const good = await loader.getSiteData()
  source.fail = true
  advance(6000)
  expect(await loader.getSiteData()).toBe(good)
  expect(logs.join('\n')).toContain('Notion is down')
})

test('a first failure is thrown, loud', async () => {
  const { source, loader } = setup()
  source.fail = true
  await expect(loader.getSiteData()).rejects.toThrow('Notion is down')
})

test('a root page without a database is an error naming it', async () => {
  const blog = buildBlog()
  const { loader } = setup({ getSource: () => fakeSource(blog.pages), getRootPageId: () => blog.ids.hello })
  await expect(loader.getSiteData()).rejects.toThrow(`root page ${blog.ids.hello} shows no database`)
})

test('post details: fetched once per period; a locked post is never fetched nor shown', async () => {
  const { blog, source, loader } = setup()
  const site = await loader.getSiteData()
  const hello = site.posts.find((p) => p.id === blog.ids.hello)!
  const locked = site.posts.find((p) => p.id === blog.ids.locked)!
  const detail = await loader.getPostDetail(hello)
  await loader.getPostDetail(hello)
  expect(source.calls.filter((id) => id === hello.id)).toHaveLength(1)
  expect(detail.toc.map((t) => t.text)).toEqual(['Hello World heading'])
  expect(Object.keys(detail.recordMap!.block)[0]).toBe(hello.id)
  const lockedDetail = await loader.getPostDetail(locked)
  expect(source.calls).not.toContain(locked.id)
  expect(lockedDetail).toMatchObject({ lock: true, recordMap: null, toc: [] })
  expect(JSON.stringify(lockedDetail)).not.toMatch(/hunter2|secret content/)
})
