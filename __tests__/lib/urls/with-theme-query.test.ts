import { isInternalHref, withThemeQuery } from '@/lib/urls/with-theme-query'

describe('withThemeQuery', () => {
  it('adds the theme to an internal path', () => {
    expect(withThemeQuery('/archive', 'example')).toBe('/archive?theme=example')
  })
  it('keeps the path query and the hash', () => {
    expect(withThemeQuery('/search?s=a%20b#top', 'example')).toBe('/search?s=a+b&theme=example#top')
    expect(withThemeQuery('/article/x#heading', 'medium')).toBe('/article/x?theme=medium#heading')
  })
  it('replaces a theme already in the href', () => {
    expect(withThemeQuery('/?theme=medium', 'example')).toBe('/?theme=example')
  })
  it('leaves the href alone without a theme', () => {
    expect(withThemeQuery('/archive', undefined)).toBe('/archive')
    expect(withThemeQuery('/archive', '')).toBe('/archive')
  })
  it('never touches links to other sites', () => {
    expect(withThemeQuery('https://example.com/a', 'example')).toBe('https://example.com/a')
    expect(withThemeQuery('//cdn.example.com/a', 'example')).toBe('//cdn.example.com/a')
    expect(withThemeQuery('mailto:me@example.com', 'example')).toBe('mailto:me@example.com')
  })
})

describe('isInternalHref', () => {
  it('knows site paths from other origins', () => {
    expect(isInternalHref('/tag/a')).toBe(true)
    expect(isInternalHref('//x.com')).toBe(false)
    expect(isInternalHref('https://x.com')).toBe(false)
    expect(isInternalHref('#top')).toBe(false)
  })
})
