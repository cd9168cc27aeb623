import { buildSiteChrome } from '@/lib/site/build-site-chrome'
import type { SiteData } from '@/lib/site/types'
import { buildPage, makePost, siteDataOf } from './fixtures/blog-workspace'

function site(overrides: Partial<SiteData> = {}): SiteData {
  const posts = [
    makePost({ title: 'old', publishDate: Date.UTC(2020, 0, 1) }),
    makePost({ title: 'new', publishDate: Date.UTC(2026, 0, 1), password: 'x', lock: true }),
    makePost({ title: 'mid', publishDate: Date.UTC(2023, 0, 1) })
  ]
  return siteDataOf(posts, {
    siteInfo: { title: 'Blog', description: '', icon: '', pageCover: '', rootPageId: 'r' },
    categories: [{ name: 'A', count: 1 }],
    tags: [{ name: 't', color: 'red', count: 2 }],
    remoteConfig: { SECRET_KEY: 'not for browsers' },
    ...overrides
  })
}

test('latest posts by publish date, as summaries; counts; no remote config or passwords', () => {
  const chrome = buildSiteChrome(site(), { latestPostCount: 2 })
  expect(chrome.latestPosts.map((p) => p.title)).toEqual(['new', 'mid'])
  expect(chrome.postCount).toBe(3)
  expect(chrome.notice).toBeNull()
  const json = JSON.stringify(chrome)
  expect(json).not.toContain('password')
  expect(json).not.toContain('not for browsers')
  expect(JSON.parse(json)).toEqual(chrome)
})

test('the notice with its blocks, from the site data or passed in', () => {
  const notice = makePost({ title: 'Notice', type: 'Notice' })
  const blocks = buildPage(notice.id, [{ type: 'text', text: 'Hello' }])
  expect(buildSiteChrome({ ...site({ notice }), noticeRecordMap: blocks }).notice).toMatchObject({ title: 'Notice', recordMap: blocks })
  expect(buildSiteChrome(site({ notice }), { noticeRecordMap: blocks }).notice?.recordMap).toBe(blocks)
  expect(buildSiteChrome(site({ notice })).notice?.recordMap).toBeNull()
})

test('a locked notice shows no blocks', () => {
  const notice = makePost({ title: 'Notice', type: 'Notice', password: 'x', lock: true })
  const blocks = buildPage(notice.id, [{ type: 'text', text: 'Hello' }])
  expect(buildSiteChrome(site({ notice }), { noticeRecordMap: blocks }).notice?.recordMap).toBeNull()
})

test("the Page rows' links ride along only with CUSTOM_MENU off, the mode that draws them; the menus always do", () => {
  const link = (name: string) => ({ id: name, name, href: `/${name}`, icon: '', target: '_self' as const, show: true, subMenus: [] })
  const withLinks = site({ menus: [link('menu')], pageLinks: [link('about')] })
  expect(buildSiteChrome(withLinks)).toMatchObject({ menus: [link('menu')], pageLinks: [link('about')] })
  expect(buildSiteChrome(withLinks, { customMenu: true })).toMatchObject({ menus: [link('menu')], pageLinks: [] })
})
