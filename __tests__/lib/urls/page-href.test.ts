import { pageHref } from '@/lib/urls/page-href'

describe('pageHref (docs/behaviour.md §2 paged lists)', () => {
  it('sends page 1 to the base path', () => {
    expect(pageHref('/', 1)).toBe('/')
    expect(pageHref('/tag/react', 1)).toBe('/tag/react')
  })
  it('puts page n of home at /page/n', () => {
    expect(pageHref('/', 2)).toBe('/page/2')
    expect(pageHref('/', 10)).toBe('/page/10')
  })
  it('puts page n of other lists under their base path', () => {
    expect(pageHref('/category/Guides', 3)).toBe('/category/Guides/page/3')
    expect(pageHref('/search/notion%20api', 2)).toBe('/search/notion%20api/page/2')
  })
  it('ignores a trailing slash on the base path', () => {
    expect(pageHref('/tag/react/', 2)).toBe('/tag/react/page/2')
    expect(pageHref('/tag/react/', 1)).toBe('/tag/react')
  })
  it('treats page 0, negative and fractional pages as the first page', () => {
    expect(pageHref('/tag/react', 0)).toBe('/tag/react')
    expect(pageHref('/tag/react', -2)).toBe('/tag/react')
    expect(pageHref('/tag/react', 1.5)).toBe('/tag/react')
  })
})
