import { sitemapEntries } from '@/lib/seo/build-sitemap'
import { hreflangAlternates } from '@/lib/seo/hreflang-alternates'

describe('hreflangAlternates (multi-language sites)', () => {
  it('names the default site as x-default and each language site under its prefix, for the screens every site has', () => {
    expect(hreflangAlternates('https://blog.example/', '/archive', ['ja-JP', 'fr-FR'])).toEqual([
      { hreflang: 'x-default', href: 'https://blog.example/archive' },
      { hreflang: 'ja-JP', href: 'https://blog.example/ja-JP/archive' },
      { hreflang: 'fr-FR', href: 'https://blog.example/fr-FR/archive' }
    ])
    expect(hreflangAlternates('https://blog.example', '/', ['ja-JP'])).toEqual([
      { hreflang: 'x-default', href: 'https://blog.example/' },
      { hreflang: 'ja-JP', href: 'https://blog.example/ja-JP' }
    ])
  })
  it('names none on a one-language site, nor for a post, tag or page only one workspace has', () => {
    expect(hreflangAlternates('https://blog.example', '/archive', [])).toEqual([])
    expect(hreflangAlternates('https://blog.example', '/article/hello', ['ja-JP'])).toEqual([])
    expect(hreflangAlternates('https://blog.example', '/tag/react', ['ja-JP'])).toEqual([])
  })
})

describe('sitemapEntries of a language site', () => {
  it('puts its prefix on every path', () => {
    const site = {
      allPages: [{ status: 'Published', type: 'Post', href: '/article/konnichiwa', lastEditedDate: 0 }],
      posts: [],
      categories: [{ name: 'ノート', count: 1 }],
      tags: []
    } as unknown as Parameters<typeof sitemapEntries>[0]
    expect(sitemapEntries(site, 'https://blog.example', 'ja-JP').map((entry) => entry.loc)).toEqual([
      'https://blog.example/ja-JP',
      'https://blog.example/ja-JP/archive',
      'https://blog.example/ja-JP/category',
      'https://blog.example/ja-JP/tag',
      `https://blog.example/ja-JP/category/${encodeURIComponent('ノート')}`,
      'https://blog.example/ja-JP/article/konnichiwa'
    ])
  })
})
