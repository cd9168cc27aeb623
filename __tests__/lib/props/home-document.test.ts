import { DEFAULT_CONFIG, type SiteConfig } from '@/lib/config'
import { homeDocumentPost, homeSitePosts } from '@/lib/props/home-document'
import { getServerContext } from '@/lib/props/server-context'
import type { SiteData, SitePost } from '@/lib/site/types'
import { THEME_CONFIGS } from '@/themes/configs'
import { THEME_HOME_DOCUMENT_KEY } from '@/themes/home-document'

const page = (href: string, extra: Partial<SitePost> = {}) => ({ id: href, href, lock: false, ...extra }) as SitePost
const about = page('/about')
const newest = page('/article/newest')
const site = { allPages: [newest, about, page('/article/older')], posts: [newest] } as unknown as SiteData

function configOf(theme: string, extra: Record<string, unknown> = {}): SiteConfig {
  return { ...DEFAULT_CONFIG, THEME: theme, ...extra } as SiteConfig
}

test("a documentation theme's home shows the page its key names, with or without slashes around the slug", () => {
  expect(homeDocumentPost({ site, config: configOf('gitbook', { GITBOOK_INDEX_PAGE: 'about' }) })).toBe(about)
  expect(homeDocumentPost({ site, config: configOf('gitbook', { GITBOOK_INDEX_PAGE: '/about/' }) })).toBe(about)
})

test('with no page at that slug (or an empty one) it shows the newest post; with no post, nothing', () => {
  expect(homeDocumentPost({ site, config: configOf('gitbook', { GITBOOK_INDEX_PAGE: 'nowhere' }) })).toBe(newest)
  expect(homeDocumentPost({ site, config: configOf('gitbook', { GITBOOK_INDEX_PAGE: '' }) })).toBe(newest)
  expect(homeDocumentPost({ site: { allPages: [], posts: [] } as unknown as SiteData, config: configOf('gitbook', { GITBOOK_INDEX_PAGE: 'about' }) })).toBeNull()
})

test('themes whose home is a list get no document, nor does an unknown theme name', () => {
  expect(homeDocumentPost({ site, config: configOf('medium') })).toBeNull()
  expect(homeDocumentPost({ site, config: configOf('no-such-theme') })).toBeNull()
})

test("each key named is one of its theme's own config keys", () => {
  for (const [theme, key] of Object.entries(THEME_HOME_DOCUMENT_KEY)) expect(Object.keys(THEME_CONFIGS[theme as keyof typeof THEME_CONFIGS])).toContain(key)
})

test("a directory theme's home carries every listed post, in the site's order; the other themes' homes carry none", async () => {
  const { site: demo } = await getServerContext(undefined)
  const every = homeSitePosts({ site: demo, config: configOf('nav') })
  expect(every?.map((post) => post.href)).toEqual(demo.posts.map((post) => post.href))
  expect(every?.length).toBeGreaterThan(DEFAULT_CONFIG.POSTS_PER_PAGE)
  expect(homeSitePosts({ site: demo, config: configOf('medium') })).toBeUndefined()
  expect(homeSitePosts({ site: demo, config: configOf('no-such-theme') })).toBeUndefined()
})
