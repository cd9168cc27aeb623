import { absoluteUrl } from '@/lib/seo/absolute-url'
import { buildPageMeta, type PageMetaInput } from '@/lib/seo/build-page-meta'
import { verificationTags } from '@/lib/seo/verification-tags'

const config: PageMetaInput['config'] = {
  LINK: 'https://blog.example.com/',
  AUTHOR: 'Ada',
  LANG: 'en-US',
  KEYWORDS: ['Notion', 'blog'],
  SEO_GOOGLE_SITE_VERIFICATION: '',
  SEO_BAIDU_SITE_VERIFICATION: '',
  SEO_BING_SITE_VERIFICATION: '',
  SEO_YANDEX_SITE_VERIFICATION: ''
}

const base: PageMetaInput = {
  layout: 'LayoutIndex',
  path: '/',
  title: null,
  siteTitle: 'Quire',
  siteDescription: 'A blog.',
  socialCard: '/og/0123456789abcdef01234567.png',
  config
}

const post = {
  title: 'Hello </script><b>',
  summary: 'A first post.',
  type: 'Post' as const,
  pageCover: 'https://img.example.com/c.png',
  tags: ['Notion', 'React'],
  category: ['Guides'],
  publishDate: Date.UTC(2026, 5, 1),
  lastEditedDate: Date.UTC(2026, 5, 2)
}

describe('buildPageMeta', () => {
  it('home: site title, site description, canonical at LINK, website card with the site card', () => {
    const meta = buildPageMeta(base)
    expect(meta).toMatchObject({
      title: 'Quire',
      description: 'A blog.',
      canonical: 'https://blog.example.com/',
      image: 'https://blog.example.com/og/0123456789abcdef01234567.png',
      imageWidth: 1200,
      imageHeight: 630,
      imageAlt: 'Quire',
      ogType: 'website',
      locale: 'en_US',
      keywords: ['Notion', 'blog'],
      noindex: false,
      verification: [],
      article: null,
      jsonLd: null
    })
  })

  it('a list page: its canonical is the path it was given (page 1 is the base path)', () => {
    expect(buildPageMeta({ ...base, layout: 'LayoutPostList', path: '/tag/react', title: 'react' })).toMatchObject({ title: 'react | Quire', canonical: 'https://blog.example.com/tag/react' })
    expect(buildPageMeta({ ...base, layout: 'LayoutPostList', path: '/tag/react/page/2', title: 'react' }).canonical).toBe('https://blog.example.com/tag/react/page/2')
  })

  it('a post: summary, its card (never the cover itself), article fields and JSON-LD that cannot break out of its script', () => {
    const card = '/og/89abcdef0123456789abcdef.png'
    const meta = buildPageMeta({ ...base, layout: 'LayoutSlug', path: '/article/hello', title: post.title, post, socialCard: card })
    expect(meta).toMatchObject({
      description: 'A first post.',
      canonical: 'https://blog.example.com/article/hello',
      image: `https://blog.example.com${card}`,
      imageAlt: 'Hello </script><b> | Quire',
      ogType: 'article',
      keywords: ['Notion', 'React', 'Notion', 'blog'],
      article: { publishedTime: '2026-06-01T00:00:00.000Z', modifiedTime: '2026-06-02T00:00:00.000Z', section: 'Guides', tags: ['Notion', 'React'] }
    })
    expect(meta.jsonLd).not.toContain('</script>')
    expect(JSON.parse(meta.jsonLd ?? '')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Hello </script><b>',
      datePublished: '2026-06-01T00:00:00.000Z',
      dateModified: '2026-06-02T00:00:00.000Z',
      author: { '@type': 'Person', name: 'Ada', url: 'https://blog.example.com/about' },
      mainEntityOfPage: { '@id': 'https://blog.example.com/article/hello' },
      image: [`https://blog.example.com${card}`]
    })
  })

  it('on a language site every URL it gives out carries the prefix: canonical, author and publisher', () => {
    const meta = buildPageMeta({ ...base, layout: 'LayoutSlug', path: '/article/hello', title: post.title, post, locale: 'ja-JP' })
    expect(meta.canonical).toBe('https://blog.example.com/ja-JP/article/hello')
    expect(JSON.parse(meta.jsonLd ?? '')).toMatchObject({
      url: 'https://blog.example.com/ja-JP/article/hello',
      author: { url: 'https://blog.example.com/ja-JP/about' },
      publisher: { url: 'https://blog.example.com/ja-JP' }
    })
    expect(buildPageMeta({ ...base, locale: 'ja-JP' }).canonical).toBe('https://blog.example.com/ja-JP')
  })

  it('a Page row is a website without JSON-LD; 404 and sign-in are noindex', () => {
    const page = buildPageMeta({ ...base, layout: 'LayoutSlug', path: '/about', title: 'About', post: { ...post, type: 'Page', pageCover: '' } })
    expect(page).toMatchObject({ ogType: 'website', jsonLd: null, article: null, image: 'https://blog.example.com/og/0123456789abcdef01234567.png' })
    expect(buildPageMeta({ ...base, layout: 'Layout404', path: '/404' }).noindex).toBe(true)
    expect(buildPageMeta({ ...base, layout: 'LayoutSignIn', path: '/signin' }).noindex).toBe(true)
  })

  it('adds only the verification codes that are configured', () => {
    const meta = buildPageMeta({ ...base, config: { ...config, SEO_GOOGLE_SITE_VERIFICATION: 'g-code', SEO_BING_SITE_VERIFICATION: ' b-code ' } })
    expect(meta.verification).toEqual([
      { name: 'google-site-verification', content: 'g-code' },
      { name: 'msvalidate.01', content: 'b-code' }
    ])
    expect(verificationTags({ ...config, SEO_BAIDU_SITE_VERIFICATION: 'bd', SEO_YANDEX_SITE_VERIFICATION: 'y' })).toEqual([
      { name: 'baidu-site-verification', content: 'bd' },
      { name: 'yandex-verification', content: 'y' }
    ])
  })
})

describe('absoluteUrl', () => {
  it('prefixes site paths, keeps http(s) URLs, drops the rest', () => {
    expect(absoluteUrl('https://a.test/', '/x.png')).toBe('https://a.test/x.png')
    expect(absoluteUrl('https://a.test', 'https://b.test/y.png')).toBe('https://b.test/y.png')
    expect(absoluteUrl('https://a.test', '🔒')).toBe('')
    expect(absoluteUrl('https://a.test', '//cdn.test/x')).toBe('')
    expect(absoluteUrl('https://a.test', '')).toBe('')
  })
})
