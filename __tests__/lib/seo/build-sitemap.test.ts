import { buildRobots } from '@/lib/seo/build-robots'
import { renderSitemap, sitemapEntries } from '@/lib/seo/build-sitemap'
import { getSiteData } from '@/lib/site/get-site-data'
import type { SitePost } from '@/lib/site/types'

const LINK = 'https://blog.example.com/'

describe('sitemapEntries on the demo', () => {
  it('lists home, the indexes, every category, tag and Published post or page at LINK', async () => {
    const site = await getSiteData()
    const locs = sitemapEntries(site, LINK).map((entry) => entry.loc)
    for (const path of ['/', '/archive', '/category', '/tag']) expect(locs).toContain(`https://blog.example.com${path}`)
    for (const category of site.categories) expect(locs).toContain(`https://blog.example.com/category/${encodeURIComponent(category.name)}`)
    for (const tag of site.tags) expect(locs).toContain(`https://blog.example.com/tag/${encodeURIComponent(tag.name)}`)
    for (const post of site.posts) expect(locs).toContain(`https://blog.example.com${post.href}`)
    expect(locs).toContain('https://blog.example.com/about')
    expect(locs).toContain('https://blog.example.com/article/a-locked-letter')
    expect(locs.some((loc) => loc.includes('an-unlisted-changelog'))).toBe(false)
    expect(locs.some((loc) => loc.includes('half-finished-thoughts'))).toBe(false)
    expect(new Set(locs).size).toBe(locs.length)
  })
})

describe('sitemapEntries rules', () => {
  const row = (fields: Partial<SitePost>) => ({ status: 'Published', type: 'Post', href: '/x', lastEditedDate: 0, ...fields }) as SitePost
  it('skips invisible rows, external links and other types; dates each post by its last edit', () => {
    const site = {
      posts: [row({ href: '/a', lastEditedDate: Date.UTC(2026, 0, 2) })],
      allPages: [
        row({ href: '/a', lastEditedDate: Date.UTC(2026, 0, 2) }),
        row({ href: '/hidden', status: 'Invisible' }),
        row({ href: 'https://elsewhere.example/', type: 'Page' }),
        row({ href: '/menu', type: 'Menu' })
      ],
      categories: [{ name: 'A & B', count: 1 }],
      tags: []
    }
    const entries = sitemapEntries(site, 'https://x.test')
    expect(entries.map((entry) => entry.loc)).toEqual([
      'https://x.test/',
      'https://x.test/archive',
      'https://x.test/category',
      'https://x.test/tag',
      'https://x.test/category/A%20%26%20B',
      'https://x.test/a'
    ])
    expect(entries.at(-1)?.lastmod).toBe('2026-01-02T00:00:00.000Z')
  })

  it('renders sitemaps.org XML with escaped locations', () => {
    const xml = renderSitemap([{ loc: 'https://x.test/?a=1&b=<2>' }, { loc: 'https://x.test/p', lastmod: '2026-01-02T00:00:00.000Z' }])
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
    expect(xml).toContain('<loc>https://x.test/?a=1&amp;b=&lt;2&gt;</loc>')
    expect(xml).toContain('<lastmod>2026-01-02T00:00:00.000Z</lastmod>')
    expect(xml.trim().endsWith('</urlset>')).toBe(true)
  })
})

describe('buildRobots', () => {
  it('allows everything and points to the sitemap at LINK', () => {
    expect(buildRobots('https://blog.example.com//')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://blog.example.com/sitemap.xml\n')
  })
})
