import { DEFAULT_CONFIG, type SiteConfig } from '@/lib/config'
import { laterPages, listPath, parsePageParam, prerenderedIds } from '@/lib/static-props/list-props'
import type { SiteData, SitePost } from '@/lib/site/types'
import { makePost } from '../site/fixtures/blog-workspace'
import { hrefSegments } from '@/lib/static-props/slug-props'

describe('listPath', () => {
  it('puts page 1 at the base path and later pages under /page/n', () => {
    expect(listPath('/', 1)).toBe('/')
    expect(listPath('/', 2)).toBe('/page/2')
    expect(listPath('/tag/react', 1)).toBe('/tag/react')
    expect(listPath('/tag/react', 3)).toBe('/tag/react/page/3')
    expect(listPath('/search/notion', 2)).toBe('/search/notion/page/2')
  })
})

describe('parsePageParam', () => {
  it('accepts whole numbers from 2 up', () => {
    expect(parsePageParam('2')).toBe(2)
    expect(parsePageParam('40')).toBe(40)
  })
  it('rejects page 1 (it lives at the base path), zero, signs, fractions, text and arrays', () => {
    for (const bad of ['1', '0', '-2', '2.5', '02', 'two', '', undefined, ['2']]) expect(parsePageParam(bad)).toBeNull()
  })
})

describe('laterPages', () => {
  const posts = (count: number) => Array.from({ length: count }, (_, i) => makePost({ title: `Post ${i}`, publishDate: count - i }))
  const ctx = (list: SitePost[], prerender: number) => ({ site: { posts: list } as SiteData, config: { ...DEFAULT_CONFIG, POSTS_PER_PAGE: 12, PRERENDER_POST_COUNT: prerender } as SiteConfig })

  it('counts ceil(count / per page) pages and lists the ones after the first, when every post is prerendered', () => {
    for (const [count, pages] of [[0, []], [12, []], [13, [2]], [36, [2, 3]], [37, [2, 3, 4]]] as const) {
      const list = posts(count)
      expect(laterPages(ctx(list, 2000), list)).toEqual(pages)
    }
  })

  it('lists only the pages showing one of the newest PRERENDER_POST_COUNT posts: the others are rendered on first visit', () => {
    const list = posts(100)
    // The newest 30 are the first 30 of the list: pages 1 to 3.
    expect(laterPages(ctx(list, 30), list)).toEqual([2, 3])
    expect(laterPages(ctx(list, 0), list)).toEqual([])
    // A list in another order (a tag's, Notion's) is built where its newest posts are.
    const shuffled = [...list.slice(50), ...list.slice(0, 50)]
    expect(laterPages(ctx(list, 12), shuffled)).toEqual([5, 6])
    expect(prerenderedIds(ctx(list, 12)).size).toBe(12)
  })
})

describe('hrefSegments', () => {
  it('splits site paths and decodes each segment', () => {
    expect(hrefSegments('/about')).toEqual(['about'])
    expect(hrefSegments('/article/hello-world')).toEqual(['article', 'hello-world'])
    expect(hrefSegments('/article/%E4%BD%A0%E5%A5%BD')).toEqual(['article', '你好'])
  })
  it('gives null for external links', () => {
    expect(hrefSegments('https://example.com/a')).toBeNull()
    expect(hrefSegments('//example.com/a')).toBeNull()
  })
})
