import { isNearBottom } from '@/components/list/is-near-bottom'
import { pageDataUrl } from '@/lib/urls/page-data-url'

describe('pageDataUrl', () => {
  it('points at the static props of page n of each list', () => {
    expect(pageDataUrl('abc', '/', 2)).toBe('/_next/data/abc/page/2.json')
    expect(pageDataUrl('abc', '/category/Guides', 3)).toBe('/_next/data/abc/category/Guides/page/3.json')
    expect(pageDataUrl('abc', '/tag/%E7%AC%94%E8%AE%B0', 2)).toBe('/_next/data/abc/tag/%E7%AC%94%E8%AE%B0/page/2.json')
    expect(pageDataUrl('abc', '/search/notion', 2)).toBe('/_next/data/abc/search/notion/page/2.json')
  })
  it("points at a list's first page at the list's own path, home's at index", () => {
    expect(pageDataUrl('abc', '/', 1)).toBe('/_next/data/abc/index.json')
    expect(pageDataUrl('abc', '/category/Guides', 1)).toBe('/_next/data/abc/category/Guides.json')
    expect(pageDataUrl('abc', '/', 1, 'ja-JP')).toBe('/_next/data/abc/ja-JP.json')
    expect(pageDataUrl('abc', '/tag/react', 1, 'ja-JP')).toBe('/_next/data/abc/ja-JP/tag/react.json')
  })
  it("puts a multi-language site's locale first, the default site's routing id too", () => {
    expect(pageDataUrl('abc', '/', 2, 'ja-JP')).toBe('/_next/data/abc/ja-JP/page/2.json')
    expect(pageDataUrl('abc', '/tag/react', 2, 'default')).toBe('/_next/data/abc/default/tag/react/page/2.json')
  })
  it('names what is wrong with bad input', () => {
    expect(() => pageDataUrl('', '/', 2)).toThrow(/build id/)
    expect(() => pageDataUrl('abc', '/', 0)).toThrow(/at least 1, got 0/)
    expect(() => pageDataUrl('abc', '/', 2.5)).toThrow(/2.5/)
  })
})

describe('isNearBottom', () => {
  it('is true within the threshold of the end of the page', () => {
    expect(isNearBottom({ scrollY: 1000, viewportHeight: 800, pageHeight: 2000 }, 400)).toBe(true)
    expect(isNearBottom({ scrollY: 700, viewportHeight: 800, pageHeight: 2000 }, 400)).toBe(false)
    expect(isNearBottom({ scrollY: 0, viewportHeight: 800, pageHeight: 600 }, 0)).toBe(true)
  })
})
