import { localeSitePath } from '@/lib/i18n/locale-site-path'
import { DEFAULT_SITE_LOCALE, localeSiteLocales, parseLocaleWorkspaces } from '@/lib/i18n/locale-workspaces'
import { matchBrowserLocale } from '@/lib/i18n/match-browser-locale'
import { routerLocaleSites } from '@/lib/i18n/router-locale-sites'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const nextConfig = require('@/next.config.js') as { i18nOf: (env: Record<string, string>) => { locales: string[]; defaultLocale: string } | undefined }

const A = '0123456789abcdef0123456789abcdef'
const A_DASHED = '01234567-89ab-cdef-0123-456789abcdef'
const B = 'fedcba9876543210fedcba9876543210'
const B_DASHED = 'fedcba98-7654-3210-fedc-ba9876543210'
const C_DASHED = '11111111-2222-4333-8444-555555555555'

describe('parseLocaleWorkspaces (NOTION_PAGE_ID)', () => {
  it('reads one id, or a Notion URL, as a one-language site', () => {
    expect(parseLocaleWorkspaces(A)).toEqual([{ locale: null, pageId: A_DASHED }])
    expect(parseLocaleWorkspaces(`https://www.notion.so/me/Blog-${A}?v=1`)).toEqual([{ locale: null, pageId: A_DASHED }])
  })

  it('reads one workspace per language, the default first, ids dashed', () => {
    expect(parseLocaleWorkspaces(`ja-JP:${B}, ${A} , fr-FR : https://www.notion.so/${C_DASHED}`)).toEqual([
      { locale: null, pageId: A_DASHED },
      { locale: 'ja-JP', pageId: B_DASHED },
      { locale: 'fr-FR', pageId: C_DASHED }
    ])
  })

  it('stops on a malformed id, naming the entry', () => {
    expect(() => parseLocaleWorkspaces('my-blog')).toThrow('NOTION_PAGE_ID entry "my-blog" is not a Notion page id')
    expect(() => parseLocaleWorkspaces(`${A},ja-JP:`)).toThrow('NOTION_PAGE_ID entry "ja-JP:" is not a Notion page id')
    expect(() => parseLocaleWorkspaces(`${A},ja-JP:12345`)).toThrow('"ja-JP:12345"')
  })

  it('stops on a language Quire has no texts for, or misspelt, naming it', () => {
    expect(() => parseLocaleWorkspaces(`${A},de-DE:${B}`)).toThrow(/"de-DE:.*" names the language "de-DE", which Quire has no texts for; use one of en-US, zh-CN/)
    expect(() => parseLocaleWorkspaces(`${A},ja-jp:${B}`)).toThrow('names the language "ja-jp", spelled "ja-JP" in Quire')
    expect(() => parseLocaleWorkspaces(`${A},ja:${B}`)).toThrow('"ja"')
  })

  it('stops on a repeated language or default, or no default at all', () => {
    expect(() => parseLocaleWorkspaces(`${A},ja-JP:${B},ja-JP:${A}`)).toThrow('gives the language "ja-JP" twice')
    expect(() => parseLocaleWorkspaces(`${A},${B}`)).toThrow('gives the default workspace (an id without a language) twice')
    expect(() => parseLocaleWorkspaces(`ja-JP:${B}`)).toThrow('names no default workspace')
    expect(() => parseLocaleWorkspaces(' , ')).toThrow('NOTION_PAGE_ID is empty')
  })

  it('lists the language sites, none for an unset or one-id value', () => {
    expect(localeSiteLocales(undefined)).toEqual([])
    expect(localeSiteLocales(A)).toEqual([])
    expect(localeSiteLocales(`${A},ja-JP:${B},fr-FR:${C_DASHED}`)).toEqual(['ja-JP', 'fr-FR'])
  })
})

describe("next.config.js i18n agrees with the parser (it cannot import TypeScript)", () => {
  it.each([A, `${A},ja-JP:${B}`, `ja-JP:${B}, ${A} ,fr-FR: ${C_DASHED}`, `https://www.notion.so/x-${A}`])('%s', (value) => {
    const i18n = nextConfig.i18nOf({ NOTION_PAGE_ID: value })
    const locales = localeSiteLocales(value)
    if (locales.length === 0) {
      expect(i18n).toBeUndefined()
    } else {
      expect(i18n).toEqual({ locales: [DEFAULT_SITE_LOCALE, ...locales], defaultLocale: DEFAULT_SITE_LOCALE, localeDetection: false })
    }
  })
  it('sets no i18n without NOTION_PAGE_ID: the demo keeps its URLs', () => {
    expect(nextConfig.i18nOf({})).toBeUndefined()
  })
})

describe('matchBrowserLocale (docs/behaviour.md §4)', () => {
  it('picks the first browser language a site has, exact tag before bare language', () => {
    expect(matchBrowserLocale(['ja'], ['ja-JP'])).toBe('ja-JP')
    expect(matchBrowserLocale(['ja-JP', 'en-US'], ['fr-FR', 'ja-JP'])).toBe('ja-JP')
    expect(matchBrowserLocale(['zh-TW'], ['zh-CN', 'zh-TW'])).toBe('zh-TW')
    expect(matchBrowserLocale(['de-DE', 'fr-CA'], ['ja-JP', 'fr-FR'])).toBe('fr-FR')
  })
  it('is null when nothing matches', () => {
    expect(matchBrowserLocale(['en-US', 'de'], ['ja-JP'])).toBeNull()
    expect(matchBrowserLocale(['ja-JP'], [])).toBeNull()
    expect(matchBrowserLocale([''], ['ja-JP'])).toBeNull()
  })
})

describe('routerLocaleSites', () => {
  it('reads no language sites from a router without i18n', () => {
    expect(routerLocaleSites({})).toEqual({ siteLocale: null, siteLocales: [] })
  })
  it('tells the default site from a language site', () => {
    const router = { locales: ['default', 'ja-JP', 'fr-FR'], defaultLocale: 'default' }
    expect(routerLocaleSites({ ...router, locale: 'default' })).toEqual({ siteLocale: null, siteLocales: ['ja-JP', 'fr-FR'] })
    expect(routerLocaleSites({ ...router, locale: 'ja-JP' })).toEqual({ siteLocale: 'ja-JP', siteLocales: ['ja-JP', 'fr-FR'] })
  })
})

describe('localeSitePath', () => {
  it('prefixes a language site path as Next writes it, keeps the default site path', () => {
    expect(localeSitePath(null, '/archive')).toBe('/archive')
    expect(localeSitePath('ja-JP', '/')).toBe('/ja-JP')
    expect(localeSitePath('ja-JP', '/article/x')).toBe('/ja-JP/article/x')
  })
})
