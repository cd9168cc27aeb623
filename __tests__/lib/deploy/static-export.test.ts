import { recordMapOf } from '../../fixtures/record-map'
type StaticExport = typeof import('@/lib/deploy/static-export')
type Modules = StaticExport &
  typeof import('@/lib/feed/feed-url') &
  typeof import('@/lib/notion/map-image-url') &
  typeof import('@/lib/seo/absolute-url') &
  typeof import('@/lib/urls/search-href') &
  typeof import('@/lib/urls/page-data-url')

// eslint-disable-next-line @typescript-eslint/no-require-imports
const nextConfig = require('@/next.config.js') as ((phase: string) => Record<string, unknown>) & { basePathOf: (env: Record<string, string>) => string }

const saved = { ...process.env }

/** The modules as a build with these values has them (the build writes the values into the code). */
function withBuild(env: { exported?: boolean; basePath?: string }): Modules {
  process.env.NEXT_PUBLIC_STATIC_EXPORT = env.exported ? '1' : ''
  process.env.NEXT_PUBLIC_BASE_PATH = env.basePath ?? ''
  let modules = {} as Modules
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    modules = {
      ...(require('@/lib/deploy/static-export') as StaticExport),
      ...(require('@/lib/feed/feed-url') as object),
      ...(require('@/lib/notion/map-image-url') as object),
      ...(require('@/lib/seo/absolute-url') as object),
      ...(require('@/lib/urls/search-href') as object),
      ...(require('@/lib/urls/page-data-url') as object)
    } as Modules
    /* eslint-enable @typescript-eslint/no-require-imports */
  })
  return modules
}

afterEach(() => {
  process.env = { ...saved }
})

describe('BASE_PATH (next.config.js basePathOf)', () => {
  it('takes a sub-path, without its trailing slash; empty or / is the host root', () => {
    expect(nextConfig.basePathOf({})).toBe('')
    expect(nextConfig.basePathOf({ BASE_PATH: '/' })).toBe('')
    expect(nextConfig.basePathOf({ BASE_PATH: ' /blog/ ' })).toBe('/blog')
    expect(nextConfig.basePathOf({ BASE_PATH: '/my.site/docs_1' })).toBe('/my.site/docs_1')
  })

  it.each(['blog', '/blog?x=1', '//cdn.example.com', 'https://x.dev/blog', '/a b', '/a//b'])('stops the build naming the value for %j', (value) => {
    expect(() => nextConfig.basePathOf({ BASE_PATH: value })).toThrow(`BASE_PATH must be a path like /my-blog`)
    expect(() => nextConfig.basePathOf({ BASE_PATH: value })).toThrow(JSON.stringify(value))
  })

  it('QUIRE_EXPORT=1 makes Next write files with pages as folders, leaving the request-time .ts pages out', () => {
    process.env.QUIRE_EXPORT = '1'
    process.env.BASE_PATH = '/blog'
    const config = nextConfig('phase-production-build')
    expect(config).toMatchObject({ output: 'export', trailingSlash: true, pageExtensions: ['tsx'], basePath: '/blog' })
    expect(config.env).toEqual({ NEXT_PUBLIC_BASE_PATH: '/blog', NEXT_PUBLIC_STATIC_EXPORT: '1' })
    delete process.env.QUIRE_EXPORT
    delete process.env.BASE_PATH
    const server = nextConfig('phase-production-build')
    expect(server.output).toBeUndefined()
    expect(server.basePath).toBeUndefined()
    expect(server.env).toEqual({ NEXT_PUBLIC_BASE_PATH: '', NEXT_PUBLIC_STATIC_EXPORT: '' })
  })
})

describe('servedPath and publicUrl', () => {
  it('leave every path as it is on a server build at the host root', () => {
    const { isStaticExport, sitePathPrefix, servedPath, publicUrl } = withBuild({})
    expect(isStaticExport()).toBe(false)
    expect(sitePathPrefix()).toBe('')
    expect(servedPath('/article/x')).toBe('/article/x')
    expect(publicUrl('/avatar.svg')).toBe('/avatar.svg')
  })

  it('on a static site, end page paths with a slash, before any query or anchor, as the export writes them', () => {
    const { servedPath } = withBuild({ exported: true })
    expect(servedPath('/article/x')).toBe('/article/x/')
    expect(servedPath('/article/x?theme=nav#c')).toBe('/article/x/?theme=nav#c')
    expect(servedPath('/')).toBe('/')
    expect(servedPath('/tag/')).toBe('/tag/')
    expect(servedPath('/tag/Next.js')).toBe('/tag/Next.js/')
  })

  it("write links as Next's router does: no slash after what looks like a file", () => {
    const { linkPath } = withBuild({ exported: true })
    expect(linkPath('/archive?theme=nav')).toBe('/archive/?theme=nav')
    expect(linkPath('/rss/feed.xml')).toBe('/rss/feed.xml')
    expect(linkPath('/tag/Next.js')).toBe('/tag/Next.js')
    expect(withBuild({}).linkPath('/archive')).toBe('/archive')
  })

  it('put site paths under BASE_PATH once; other URLs are untouched', () => {
    const { publicUrl, pageDataUrl } = withBuild({ basePath: '/blog' })
    expect(publicUrl('/avatar.svg')).toBe('/blog/avatar.svg')
    expect(publicUrl('/blog/avatar.svg')).toBe('/blog/avatar.svg')
    expect(publicUrl('/blogger')).toBe('/blog/blogger')
    expect(publicUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
    expect(publicUrl('//cdn.example.com/a.png')).toBe('//cdn.example.com/a.png')
    expect(publicUrl('data:image/png;base64,AA')).toBe('data:image/png;base64,AA')
    expect(pageDataUrl('b1', '/tag/x', 2)).toBe('/blog/_next/data/b1/tag/x/page/2.json')
  })

  it('absolute URLs (canonical, sitemap, feeds, cards) carry BASE_PATH whether LINK names it or not', () => {
    const { siteBase, absoluteUrl, feedUrl, feedFileUrl, mapImageUrl } = withBuild({ exported: true, basePath: '/blog' })
    expect(siteBase('https://x.dev')).toBe('https://x.dev/blog')
    expect(siteBase('https://x.dev/blog/')).toBe('https://x.dev/blog')
    expect(absoluteUrl('https://x.dev', '/og/k.png')).toBe('https://x.dev/blog/og/k.png')
    expect(feedUrl('https://x.dev/blog', '/article/a')).toBe('https://x.dev/blog/article/a/')
    expect(feedFileUrl('https://x.dev', '/rss/feed.xml')).toBe('https://x.dev/blog/rss/feed.xml')
    expect(mapImageUrl('/demo/cover.svg', 'b')).toBe('/blog/demo/cover.svg')
  })

  it('the search box goes to the server-rendered results, or to ?s= on a static site', () => {
    const { searchHref } = withBuild({})
    expect(searchHref(' notion ')).toBe('/search/notion')
    expect(searchHref('  ')).toBe('/')
    expect(withBuild({ exported: true }).searchHref('a b&c')).toBe('/search?s=a%20b%26c')
  })
})

describe('a page\'s files under BASE_PATH', () => {
  it('trimRecordMap signs a site file (a PDF of public/) at its served URL and frames an embed there; files elsewhere are left alone', () => {
    withBuild({ basePath: '/blog' })
    let trim = {} as typeof import('@/lib/site/trim-record-map')
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    jest.isolateModules(() => (trim = require('@/lib/site/trim-record-map')))
    const entry = (value: Record<string, unknown>) => ({ spaceId: 's', value: { value, role: 'reader' } })
    const map = recordMapOf({
      post: entry({ id: 'post', type: 'page', content: ['pdf', 'video', 'embed'], properties: { title: [['Post']] } }),
      embed: entry({ id: 'embed', type: 'embed', parent_id: 'post', properties: { source: [['https://x.dev/a']] }, format: { display_source: '/demo/embed.html', block_height: 300 } }),
      pdf: entry({ id: 'pdf', type: 'pdf', parent_id: 'post', properties: { source: [['/demo/files/guide.pdf']] } }),
      video: entry({ id: 'video', type: 'video', parent_id: 'post', properties: { source: [['https://example.com/v.mp4']] } })
    })
    const trimmed = trim.trimRecordMap(map, 'post')
    expect(trimmed.signed_urls).toEqual({ '/demo/files/guide.pdf': '/blog/demo/files/guide.pdf' })
    const embed = (trimmed.block.embed as unknown as { value: { format: Record<string, unknown> } }).value
    expect(embed.format).toEqual({ display_source: '/blog/demo/embed.html', block_height: 300 })
    // The cached record map is not changed.
    expect(JSON.stringify(map)).not.toContain('/blog/')
  })
})
