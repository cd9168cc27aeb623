import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createSiteLoader, type SiteLoaderOptions } from '@/lib/site/create-site-loader'
import { readSeedSiteData } from '@/lib/site/seed-site-data'
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

describe('the page cache: keyed by page id and last_edited_time', () => {
  const { mkdtempSync, readdirSync, rmSync } = jest.requireActual<typeof import('node:fs')>('node:fs')
  const { tmpdir } = jest.requireActual<typeof import('node:os')>('node:os')
  const path = jest.requireActual<typeof import('node:path')>('node:path')
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'quire-pages-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  /** Sets a row's edit time in the database record map, as an edit in Notion does. */
  function edit(root: import('notion-types').ExtendedRecordMap, id: string, time: number) {
    const entry = root.block[id] as unknown as { value: { value: { last_edited_time: number } } }
    entry.value.value.last_edited_time = time
  }

  /** A fresh loader (a new build or process) over the same cache folder and source. */
  function build(blog: ReturnType<typeof buildBlog>, source: ReturnType<typeof fakeSource>, overrides: Partial<SiteLoaderOptions> = {}) {
    return createSiteLoader({
      getSource: () => source,
      getRootPageId: () => blog.rootId,
      mapOptions: { ...DEFAULT_MAP_OPTIONS, log: () => {} },
      revalidateSeconds: 5,
      buildCache: null,
      pageCacheDir: dir,
      prefetchPages: true,
      log: () => {},
      ...overrides
    })
  }

  test('a cold build fetches every page once; a rebuild with nothing changed fetches only the database', async () => {
    const blog = buildBlog()
    const source = fakeSource(blog.pages)
    const cold = build(blog, source)
    const site = await cold.getSiteData()
    for (const post of site.allPages) await cold.getPostDetail(post)
    // root, config, notice, then Hello and About (Locked is never fetched).
    expect(source.calls.sort()).toEqual([blog.rootId, blog.ids.config, blog.ids.notice, blog.ids.hello, blog.ids.about].sort())
    expect(readdirSync(dir)).toHaveLength(4)

    source.calls = []
    const warm = build(blog, source)
    const again = await warm.getSiteData()
    const details = await Promise.all(again.allPages.map((post) => warm.getPostDetail(post)))
    expect(source.calls).toEqual([blog.rootId])
    expect(details.find((d) => d.id === blog.ids.hello)?.toc.map((t) => t.text)).toEqual(['Hello World heading'])
    expect(again).toEqual(site)
  })

  test('a build: the producing worker fetches every page, the other workers render from the cache without a request', async () => {
    const blog = buildBlog()
    const source = fakeSource(blog.pages)
    const buildCache = { dir: path.join(dir, 'shared'), key: 'build-1' }
    const shared = { pageCacheDir: path.join(dir, 'pages'), buildCache, prefetchPages: undefined }
    await build(blog, source, shared).getSiteData()
    const fetched = [...source.calls]
    expect(fetched.sort()).toEqual([blog.rootId, blog.ids.config, blog.ids.notice, blog.ids.hello, blog.ids.about].sort())
    const worker = build(blog, source, shared)
    const site = await worker.getSiteData()
    const details = await Promise.all(site.allPages.map((post) => worker.getPostDetail(post)))
    expect(source.calls).toHaveLength(fetched.length)
    expect(details.find((d) => d.id === blog.ids.hello)?.toc.map((t) => t.text)).toEqual(['Hello World heading'])
  })

  test('images: a build keeps those of the database, the notice and every page in its producing worker; pages are served mirrored', async () => {
    const blog = buildBlog()
    const source = fakeSource(blog.pages)
    const contexts: string[] = []
    const mirrorImages = async (recordMap: import('notion-types').ExtendedRecordMap, context: string) => {
      contexts.push(context)
      // Keyed by the page's id, which its blocks name: the detail's own trim keeps what its blocks name.
      return { ...recordMap, preview_images: { [blog.ids.hello]: { originalWidth: 1, originalHeight: 1, dataURIBase64: 'mirrored' } } }
    }
    const buildCache = { dir: path.join(dir, 'shared'), key: 'build-1' }
    const producer = build(blog, source, { pageCacheDir: path.join(dir, 'pages'), buildCache, prefetchPages: undefined, mirrorImages })
    const site = await producer.getSiteData()
    expect(contexts).toEqual(expect.arrayContaining(['the blog database', 'the notice', expect.stringContaining(`page ${blog.ids.hello}`), expect.stringContaining(`page ${blog.ids.about}`)]))
    contexts.length = 0
    const hello = site.allPages.find((post) => post.id === blog.ids.hello)!
    const detail = await producer.getPostDetail(hello)
    expect(contexts).toEqual([`page ${blog.ids.hello}`])
    expect(detail.recordMap?.preview_images?.[blog.ids.hello]?.dataURIBase64).toBe('mirrored')
  })

  test('a build keeps no page in memory once rendered: asked again, a page is read from the page cache', async () => {
    const blog = buildBlog()
    const source = fakeSource(blog.pages)
    const shared = { pageCacheDir: path.join(dir, 'pages'), buildCache: { dir: path.join(dir, 'shared'), key: 'build-1' }, prefetchPages: undefined }
    const worker = build(blog, source, shared)
    const site = await worker.getSiteData()
    const hello = site.allPages.find((post) => post.id === blog.ids.hello)!
    const first = await worker.getPostDetail(hello)
    // Gone from disk: a copy held in memory would still answer; the build asks the source again.
    rmSync(path.join(dir, 'pages'), { recursive: true, force: true })
    source.calls = []
    expect(await worker.getPostDetail(hello)).toEqual(first)
    expect(source.calls).toEqual([blog.ids.hello])
  })

  test('the prefetch keeps several pages in flight at once, at most prefetchConcurrency', async () => {
    for (const [limit, peak] of [
      [1, 1],
      [8, 2]
    ] as const) {
      const blog = buildBlog()
      const source = fakeSource(blog.pages)
      const rows = new Set([blog.ids.hello, blog.ids.about])
      let inFlight = 0
      let highest = 0
      const getPage = source.getPage.bind(source)
      source.getPage = async (id: string) => {
        if (!rows.has(id)) return getPage(id)
        inFlight += 1
        highest = Math.max(highest, inFlight)
        await new Promise((resolve) => setTimeout(resolve, 20))
        inFlight -= 1
        return getPage(id)
      }
      rmSync(dir, { recursive: true, force: true })
      await build(blog, source, { prefetchConcurrency: limit }).getSiteData()
      expect(highest).toBe(peak)
    }
  })

  test('an edited page is fetched again, and only it; its old version is dropped', async () => {
    const blog = buildBlog()
    const source = fakeSource(blog.pages)
    await build(blog, source).getSiteData()
    source.calls = []
    edit(blog.pages[blog.rootId]!, blog.ids.hello, Date.UTC(2025, 0, 1))
    const header = blog.pages[blog.ids.hello]!.block
    const headerId = Object.keys(header)[1]!
    ;(header[headerId] as unknown as { value: { value: { properties: unknown } } }).value.value.properties = { title: [['Edited heading']] }
    const loader = build(blog, source)
    const site = await loader.getSiteData()
    expect(source.calls.sort()).toEqual([blog.rootId, blog.ids.hello].sort())
    const hello = site.posts.find((p) => p.id === blog.ids.hello)!
    expect((await loader.getPostDetail(hello)).toc.map((t) => t.text)).toEqual(['Edited heading'])
    expect(readdirSync(dir).filter((name) => name.startsWith(blog.ids.hello.replaceAll('-', '')))).toEqual([`${blog.ids.hello.replaceAll('-', '')}@${Date.UTC(2025, 0, 1)}.json`])
  })

  test("a page whose signed file URLs have expired is fetched again, though its edit time has not changed", async () => {
    const blog = buildBlog()
    const HOUR = 60 * 60 * 1000
    let now = 0
    // The official source's pages: the Notion-hosted files in them stop working an hour after the fetch.
    const source = fakeSource(blog.pages)
    const getPage = source.getPage.bind(source)
    source.getPage = async (id: string) => ({ ...(await getPage(id)), filesExpireAt: now + HOUR })
    // The database is fetched each revalidation period whatever happens: only the pages' fetches tell.
    const helloFetches = () => source.calls.filter((id) => id === blog.ids.hello).length
    const loader = () => build(blog, source, { now: () => now, prefetchPages: false })
    const first = loader()
    const hello = (await first.getSiteData()).posts.find((post) => post.id === blog.ids.hello)!
    await first.getPostDetail(hello)
    expect(helloFetches()).toBe(1)

    now = HOUR - 1
    await first.getPostDetail(hello)
    // Another process, the copy on disk still good: not fetched.
    await loader().getPostDetail(hello)
    expect(helloFetches()).toBe(1)

    now = HOUR
    await first.getPostDetail(hello)
    expect(helloFetches()).toBe(2)
    // Fetched again, it is good for another hour, from memory and from disk.
    now = 2 * HOUR - 1
    await first.getPostDetail(hello)
    await loader().getPostDetail(hello)
    expect(helloFetches()).toBe(2)
    // Its copy on disk expired too: a new process fetches it rather than serve dead links.
    now = 2 * HOUR
    await loader().getPostDetail(hello)
    expect(helloFetches()).toBe(3)
  })

  test('the Config and Notice pages are fetched again only when their edit time changed', async () => {
    const blog = buildBlog()
    const source = fakeSource(blog.pages)
    await build(blog, source).getSiteData()
    edit(blog.pages[blog.rootId]!, blog.ids.config, Date.UTC(2025, 5, 1))
    source.calls = []
    await build(blog, source).getSiteData()
    expect(source.calls.sort()).toEqual([blog.rootId, blog.ids.config].sort())
  })

  test('a page that cannot be fetched fails the build, naming the page', async () => {
    const blog = buildBlog()
    const pages = { ...blog.pages }
    delete pages[blog.ids.about]
    const loader = build(blog, fakeSource(pages))
    await expect(loader.getSiteData()).rejects.toThrow(`could not fetch 1 of 2 pages:\n  page ${blog.ids.about} ("About"): no page ${blog.ids.about}`)
  })

  test('serving: an edited page that cannot be fetched keeps its last good copy from disk', async () => {
    const blog = buildBlog()
    const source = fakeSource(blog.pages)
    await build(blog, source).getSiteData()
    let now = 0
    const logs: string[] = []
    // A new `next start` process: nothing in memory, the build's pages on disk.
    const serving = build(blog, source, { prefetchPages: false, now: () => now, log: (m) => logs.push(m) })
    const site = await serving.getSiteData()
    const hello = site.posts.find((p) => p.id === blog.ids.hello)!
    edit(blog.pages[blog.rootId]!, blog.ids.hello, Date.UTC(2025, 0, 1))
    now += 6000
    const pages = { ...blog.pages }
    delete pages[blog.ids.hello]
    const failing = fakeSource(pages)
    const next = build(blog, failing, { prefetchPages: false, log: (m) => logs.push(m) })
    const detail = await next.getPostDetail((await next.getSiteData()).posts.find((p) => p.id === hello.id)!)
    expect(detail.toc.map((t) => t.text)).toEqual(['Hello World heading'])
    expect(logs.join('\n')).toContain(`reloading page ${hello.id} failed, serving its last good copy`)
  })

  test('serving: a page with no copy anywhere and no answer is an error, never placeholder content', async () => {
    const blog = buildBlog()
    const pages = { ...blog.pages }
    delete pages[blog.ids.hello]
    const loader = build(blog, fakeSource(pages), { prefetchPages: false })
    const hello = (await loader.getSiteData()).posts.find((p) => p.id === blog.ids.hello)!
    await expect(loader.getPostDetail(hello)).rejects.toThrow(`no page ${blog.ids.hello}`)
  })
})

test('invalidate(): the next call fetches again, and a failure still serves the last good data', async () => {
  const { source, loader } = setup()
  const good = await loader.getSiteData()
  const rootCalls = () => source.calls.filter((id) => id === source.calls[0]).length
  loader.invalidate()
  await loader.getSiteData()
  expect(rootCalls()).toBe(2)
  source.fail = true
  loader.invalidate()
  expect(await loader.getSiteData()).toEqual(good)
})

test('onSync: told the time of each successful load, before the data is handed out; not of a failed one', async () => {
  const synced: number[] = []
  let recorded = false
  const { source, loader, advance } = setup({
    onSync: async (at) => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      synced.push(at)
      recorded = true
    }
  })
  advance(1000)
  await loader.getSiteData()
  expect(recorded).toBe(true)
  expect(synced).toEqual([1000])
  await loader.getSiteData()
  expect(synced).toEqual([1000])
  advance(6000)
  source.fail = true
  await loader.getSiteData()
  expect(synced).toEqual([1000])
  source.fail = false
  advance(6000)
  await loader.getSiteData()
  expect(synced).toEqual([1000, 13000])
})

test('onSync is never told of a build\'s fetch', async () => {
  const onSync = jest.fn()
  const dir = mkdtempSync(path.join(tmpdir(), 'quire-loader-'))
  try {
    const { loader } = setup({ onSync, buildCache: { dir, key: 'build-1' }, prefetchPages: false })
    await loader.getSiteData()
    expect(onSync).not.toHaveBeenCalled()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

describe('a server started from a build (seed)', () => {
  test("answers with the build's site data at once while its own first fetch runs, then with what it fetched", async () => {
    const blog = buildBlog()
    const source = fakeSource(blog.pages)
    const build = setup({ getSource: () => source, getRootPageId: () => blog.rootId })
    const kept = { ...(await build.loader.getSiteData()), siteInfo: { ...(await build.loader.getSiteData()).siteInfo, title: 'As built' } }
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const getPage = source.getPage.bind(source)
    source.getPage = async (id: string) => {
      await gate
      return getPage(id)
    }
    const { loader } = setup({ getSource: () => source, getRootPageId: () => blog.rootId, seed: async () => kept })
    expect((await loader.getSiteData()).siteInfo.title).toBe('As built')
    expect((await loader.getSiteData()).siteInfo.title).toBe('As built')
    release()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect((await loader.getSiteData()).siteInfo.title).toBe('Test Blog')
  })

  test('without a kept copy it waits for its fetch; a failed fetch is logged and the kept copy served until one succeeds', async () => {
    const { loader: plain } = setup({ seed: async () => null })
    expect((await plain.getSiteData()).siteInfo.title).toBe('Test Blog')

    const blog = buildBlog()
    const source = fakeSource(blog.pages)
    let failing = true
    const getPage = source.getPage.bind(source)
    source.getPage = async (id: string) => {
      if (failing) throw new Error('Notion is down')
      return getPage(id)
    }
    const kept = await setup().loader.getSiteData()
    const { loader, logs } = setup({ getSource: () => source, getRootPageId: () => blog.rootId, seed: async () => ({ ...kept, siteInfo: { ...kept.siteInfo, title: 'As built' } }) })
    expect((await loader.getSiteData()).siteInfo.title).toBe('As built')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(logs.some((line) => /loading the site data failed, serving the build's meanwhile: .*Notion is down/.test(line))).toBe(true)
    failing = false
    expect((await loader.getSiteData()).siteInfo.title).toBe('As built')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect((await loader.getSiteData()).siteInfo.title).toBe('Test Blog')
  })

  test("a build's producer keeps the site data where the server's seed reads it", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'quire-keep-'))
    try {
      const keepAt = path.join(dir, 'out', 'server', 'quire-site-data.json.gz')
      const { loader } = setup({ buildCache: { dir: path.join(dir, 'shared'), key: 'b1', keepAt } })
      const site = await loader.getSiteData()
      expect(await readSeedSiteData(keepAt)).toEqual(JSON.parse(JSON.stringify(site)))
      // Gzipped: a tenth of the JSON, in a build's output that every post adds to.
      expect(statSync(keepAt).size).toBeLessThan(JSON.stringify(site).length / 3)
      expect(await readSeedSiteData(path.join(dir, 'nothing.json.gz'))).toBeNull()
      writeFileSync(keepAt, '{"not":"gzipped"}')
      await expect(readSeedSiteData(keepAt)).rejects.toThrow(/is not kept site data \(gzipped JSON\)/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
