import { browserLocaleRedirect } from '@/lib/i18n/browser-locale-redirect'
import { parseLocaleWorkspaces } from '@/lib/i18n/locale-workspaces'

describe('parseLocaleWorkspaces', () => {
  it('reads one id as a one-language site', () => {
    expect(parseLocaleWorkspaces('abc123')).toEqual([{ prefix: null, pageId: 'abc123' }])
  })
  it('reads one workspace per language, the default first', () => {
    expect(parseLocaleWorkspaces('en:e1, root , ja-JP:j1')).toEqual([
      { prefix: null, pageId: 'root' },
      { prefix: 'en', pageId: 'e1' },
      { prefix: 'ja-JP', pageId: 'j1' }
    ])
  })
  it('names a malformed or repeated entry', () => {
    expect(() => parseLocaleWorkspaces('root,en:')).toThrow('"en:" is not "language:pageId"')
    expect(() => parseLocaleWorkspaces('root,not a tag:x')).toThrow('"not a tag:x"')
    expect(() => parseLocaleWorkspaces('root,en:a,EN:b')).toThrow('the language "EN" is given twice')
    expect(() => parseLocaleWorkspaces('a,b')).toThrow('the default workspace is given twice')
  })
})

describe('browserLocaleRedirect (spec §4)', () => {
  const prefixes = ['en', 'zh-TW']
  it('sends a matching browser language to its prefixed path', () => {
    expect(browserLocaleRedirect({ languages: ['en-GB', 'fr'], prefixes, pathname: '/' })).toBe('/en')
    expect(browserLocaleRedirect({ languages: ['zh-TW'], prefixes, pathname: '/article/x' })).toBe('/zh-TW/article/x')
  })
  it('prefers an exact tag to a bare language, in the browser order', () => {
    expect(browserLocaleRedirect({ languages: ['zh-TW'], prefixes: ['zh-CN', 'zh-TW'], pathname: '/' })).toBe('/zh-TW')
    expect(browserLocaleRedirect({ languages: ['fr-FR', 'en-US'], prefixes, pathname: '/' })).toBe('/en')
  })
  it('stays when nothing matches or the path already has a prefix', () => {
    expect(browserLocaleRedirect({ languages: ['de-DE'], prefixes, pathname: '/' })).toBeNull()
    expect(browserLocaleRedirect({ languages: ['en-US'], prefixes, pathname: '/en/article/x' })).toBeNull()
    expect(browserLocaleRedirect({ languages: ['en-US'], prefixes: [], pathname: '/' })).toBeNull()
  })
})
