import { searchHref } from '@/lib/urls/search-href'

describe('searchHref (docs/behaviour.md §5)', () => {
  it('goes home for empty or blank input', () => {
    expect(searchHref('')).toBe('/')
    expect(searchHref('   ')).toBe('/')
  })
  it('goes to /search/{text}, encoded and trimmed', () => {
    expect(searchHref('notion')).toBe('/search/notion')
    expect(searchHref(' a b/c? ')).toBe('/search/a%20b%2Fc%3F')
    expect(searchHref('中文')).toBe(`/search/${encodeURIComponent('中文')}`)
  })
})
