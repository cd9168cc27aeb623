// Hands lib the theme registry, as a page file's import of its builder does.
import '@/themes/site.server'
import { getServerContext, siteLocaleOf } from '@/lib/static-props/server-context'
import type { SiteData, SitePost } from '@/lib/site/types'
import { postSummaryOf } from '../../fixtures/post'

/** A workspace shaped like NotionNext's template: a database with a name and a description, and a Config row that may set keys. */
const workspace = { remoteConfig: {} as Record<string, string>, posts: [] as SitePost[] }
jest.mock('@/lib/site/get-site-data', () => ({
  getSiteData: jest.fn(async (): Promise<SiteData> => ({
    siteInfo: { title: 'Field Notes', description: 'What I saw this year', icon: '', pageCover: '', rootPageId: 'r' },
    allPages: [],
    posts: workspace.posts,
    notice: null,
    noticeRecordMap: null,
    menus: [],
    pageLinks: [],
    categories: [],
    tags: [],
    remoteConfig: workspace.remoteConfig
  }))
}))

const saved = process.env.NOTION_PAGE_ID
afterEach(() => {
  if (saved === undefined) delete process.env.NOTION_PAGE_ID
  else process.env.NOTION_PAGE_ID = saved
})

test("Next's locale of a request names the language site whose workspace renders it", () => {
  process.env.NOTION_PAGE_ID = '0123456789abcdef0123456789abcdef,ja-JP:fedcba9876543210fedcba9876543210'
  expect(siteLocaleOf(undefined)).toBeNull()
  expect(siteLocaleOf('default')).toBeNull()
  expect(siteLocaleOf('ja-JP')).toBe('ja-JP')
})

test('a locale NOTION_PAGE_ID does not name (built with one value, served with another) is an error naming both', () => {
  process.env.NOTION_PAGE_ID = '0123456789abcdef0123456789abcdef'
  expect(() => siteLocaleOf('ja-JP')).toThrow(`the route's locale "ja-JP" has no workspace in NOTION_PAGE_ID ("0123456789abcdef0123456789abcdef")`)
})

test("the database's own name and description are the title and description when the owner set neither anywhere", async () => {
  workspace.remoteConfig = {}
  const ctx = await getServerContext()
  expect([ctx.config.TITLE, ctx.config.DESCRIPTION]).toEqual(['Field Notes', 'What I saw this year'])
  // The browser gets the same values, resolved, in the page's props.
  expect(ctx.base('/').shippedConfig.site).toMatchObject({ TITLE: 'Field Notes', DESCRIPTION: 'What I saw this year' })
})

test('a title the Config row sets wins over the database name', async () => {
  workspace.remoteConfig = { TITLE: 'My Blog' }
  const ctx = await getServerContext()
  expect([ctx.config.TITLE, ctx.config.DESCRIPTION]).toEqual(['My Blog', 'What I saw this year'])
})

test('POST_SORT_BY=date in the Config row lists the newest posts first; unset, the database order stays', async () => {
  const row = (id: string, publishDate: number): SitePost => ({ ...postSummaryOf({ id, publishDate }), ext: {}, comment: '', password: '', parentId: null })
  workspace.posts = [row('older', 1), row('newest', 3), row('middle', 2)]
  workspace.remoteConfig = {}
  expect((await getServerContext()).site.posts.map((p) => p.id)).toEqual(['older', 'newest', 'middle'])
  workspace.remoteConfig = { POST_SORT_BY: 'date' }
  const ctx = await getServerContext()
  expect(ctx.site.posts.map((p) => p.id)).toEqual(['newest', 'middle', 'older'])
  expect(ctx.base('/').site.postCount).toBe(3)
})
