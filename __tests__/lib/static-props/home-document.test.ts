import { DEFAULT_CONFIG, type SiteConfig } from '@/lib/config'
import { resolveThemeConfig } from '@/lib/config/resolve-theme-config'
import { homeDocumentPost, homeSitePosts } from '@/lib/static-props/home-document'
import { getServerContext } from '@/themes/site.server'
import type { ConfigOverrides } from '@/lib/site/page-props'
import { toPostSummary } from '@/lib/site/to-post-summary'
import type { SiteData, SitePost } from '@/lib/site/types'
import HEO_CONFIG from '@/themes/heo/config'
import { heroRecommended } from '@/themes/heo/recommended'
import MAGZINE_CONFIG from '@/themes/magzine/config'
import { frontPage } from '@/themes/magzine/front-page'
import { THEME_MANIFESTS, THEME_NAMES } from '@/themes/manifests'

const page = (href: string, extra: Partial<SitePost> = {}) => ({ id: href, href, lock: false, ...extra }) as SitePost
const about = page('/about')
const newest = page('/article/newest')
const site = { allPages: [newest, about, page('/article/older')], posts: [newest] } as unknown as SiteData

function configOf(theme: string, extra: Record<string, unknown> = {}): SiteConfig {
  return { ...DEFAULT_CONFIG, THEME: theme, ...extra } as SiteConfig
}

test("a documentation theme's home shows the page its key names, with or without slashes around the slug", () => {
  expect(homeDocumentPost({ site, theme: THEME_MANIFESTS.gitbook, config: configOf('gitbook', { GITBOOK_INDEX_PAGE: 'about' }) })).toBe(about)
  expect(homeDocumentPost({ site, theme: THEME_MANIFESTS.gitbook, config: configOf('gitbook', { GITBOOK_INDEX_PAGE: '/about/' }) })).toBe(about)
})

test('with no page at that slug (or an empty one) it shows the newest post; with no post, nothing', () => {
  expect(homeDocumentPost({ site, theme: THEME_MANIFESTS.gitbook, config: configOf('gitbook', { GITBOOK_INDEX_PAGE: 'nowhere' }) })).toBe(newest)
  expect(homeDocumentPost({ site, theme: THEME_MANIFESTS.gitbook, config: configOf('gitbook', { GITBOOK_INDEX_PAGE: '' }) })).toBe(newest)
  expect(homeDocumentPost({ site: { allPages: [], posts: [] } as unknown as SiteData, theme: THEME_MANIFESTS.gitbook, config: configOf('gitbook', { GITBOOK_INDEX_PAGE: 'about' }) })).toBeNull()
})

test('themes whose home is a list get no document', () => {
  expect(homeDocumentPost({ site, theme: THEME_MANIFESTS.medium, config: configOf('medium') })).toBeNull()
})

test("each key named is one of its theme's own config keys", () => {
  for (const name of THEME_NAMES) {
    const { homeDocumentKey, config } = THEME_MANIFESTS[name]
    if (homeDocumentKey) expect(Object.keys(config)).toContain(homeDocumentKey)
  }
})

const noOverrides: ConfigOverrides = { env: {}, remote: {}, workspace: {} }

test("a directory theme's home carries every listed post, in the site's order; themes whose home draws no more than its page carry none", async () => {
  const { site: demo } = await getServerContext(undefined)
  const every = homeSitePosts({ site: demo, theme: THEME_MANIFESTS.nav, overrides: noOverrides })
  expect(every?.map((post) => post.href)).toEqual(demo.posts.map((post) => post.href))
  expect(every?.length).toBeGreaterThan(DEFAULT_CONFIG.POSTS_PER_PAGE)
  expect(homeSitePosts({ site: demo, theme: THEME_MANIFESTS.medium, overrides: noOverrides })).toBeUndefined()
})

test("a directory theme's home carries at most NAV_DIRECTORY_MAX_POSTS: each category's newest, the same share each", async () => {
  const { site: demo } = await getServerContext(undefined)
  const carried = homeSitePosts({ site: demo, theme: THEME_MANIFESTS.nav, overrides: remote({ NAV_DIRECTORY_MAX_POSTS: 10 }) }) ?? []
  expect(carried.length).toBeGreaterThan(0)
  expect(carried.length).toBeLessThanOrEqual(10)
  const byCategory = new Map<string, string[]>()
  for (const post of carried) byCategory.set(post.category[0] ?? '', [...(byCategory.get(post.category[0] ?? '') ?? []), post.href])
  const shares = new Set([...byCategory.values()].map((hrefs) => hrefs.length))
  expect(shares.size).toBe(1)
  // Each category's first posts in the site's order.
  for (const [category, kept] of byCategory) {
    const inOrder = demo.posts.filter((post) => (post.category[0] ?? '') === category).map((post) => post.href)
    expect(kept).toEqual(inOrder.slice(0, kept.length))
  }
})

/** Config overrides as the Notion Config page gives them. */
const remote = (values: Record<string, unknown>): ConfigOverrides => ({ env: {}, remote: values, workspace: {} })
const hrefs = (posts: readonly { href: string }[]) => posts.map((post) => post.href)

describe.each([
  ['the defaults', noOverrides],
  ['a tag no post has (the latest are recommended instead), sorted by edit', remote({ HEO_HERO_RECOMMEND_POST_TAG: 'Nothing', HEO_HERO_RECOMMEND_POST_SORT_BY_UPDATE_TIME: true, MAGZINE_RECOMMEND_POST_TAG: 'Nothing', MAGZINE_RECOMMEND_POST_SORT_BY_UPDATE_TIME: true })],
  ['a hidden category and a longer recommended band', remote({ MAGZINE_HOME_HIDDEN_CATEGORY: 'Engineering', MAGZINE_RECOMMEND_POST_COUNT: 9, MAGZINE_RECOMMEND_POST_TAG: 'Notion' })]
])('with %s, a home carries only the site posts it draws, and draws the same from them as from every post', (_, overrides) => {
  test('heo: the hero\'s recommended posts', async () => {
    const { site: demo } = await getServerContext(undefined)
    const all = demo.posts.map(toPostSummary)
    const heo = resolveThemeConfig(HEO_CONFIG, overrides)
    const carried = homeSitePosts({ site: demo, theme: THEME_MANIFESTS.heo, overrides }) ?? []
    expect(hrefs(carried)).toEqual(hrefs(heroRecommended(all, heo)))
    expect(carried.length).toBe(6)
    expect(hrefs(heroRecommended(carried, heo))).toEqual(hrefs(heroRecommended(all, heo)))
  })

  test("magzine: the category bands and the recommended band, from far fewer posts than the site's", async () => {
    const { site: demo } = await getServerContext(undefined)
    const all = demo.posts.map(toPostSummary)
    const page = all.slice(0, DEFAULT_CONFIG.POSTS_PER_PAGE)
    const magzine = resolveThemeConfig(MAGZINE_CONFIG, overrides)
    const order = demo.categories.map((category) => category.name)
    const carried = homeSitePosts({ site: demo, theme: THEME_MANIFESTS.magzine, overrides }) ?? []
    const fromAll = frontPage(all, page, magzine, order)
    const fromCarried = frontPage(carried, page, magzine, order)
    expect(fromAll.bands.length).toBeGreaterThan(0)
    expect(fromAll.recommended.length).toBeGreaterThan(0)
    expect(fromCarried.bands.map((band) => [band.category, hrefs(band.posts)])).toEqual(fromAll.bands.map((band) => [band.category, hrefs(band.posts)]))
    expect(hrefs(fromCarried.recommended)).toEqual(hrefs(fromAll.recommended))
    expect(carried.length).toBeLessThan(all.length)
    // in the site's order, so the page's own posts come first as the bands expect
    expect(hrefs(carried)).toEqual(hrefs(all).filter((href) => hrefs(carried).includes(href)))
  })
})
