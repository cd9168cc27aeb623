import { orderPosts } from '@/lib/site/order-posts'
import type { SiteData } from '@/lib/site/types'
import { makePost, siteDataOf } from './fixtures/blog-workspace'

const post = (id: string, publishDate: number) => makePost({ id, publishDate })
const siteOf = siteDataOf

// Notion's order (the view's sort, or the official API's query order) is not the dates' order.
const site = siteOf([post('b', 200), post('old', 100), post('a', 300), post('c', 200)])
const ids = (data: SiteData) => data.posts.map((p) => p.id)

test("notion keeps the database's order, the very same site data", () => {
  expect(orderPosts(site, 'notion')).toBe(site)
  expect(ids(orderPosts(site, 'notion'))).toEqual(['b', 'old', 'a', 'c'])
})

test('date lists the newest first, posts of one date in Notion order, and leaves the site data it was given as it was', () => {
  const ordered = orderPosts(site, 'date')
  expect(ids(ordered)).toEqual(['a', 'b', 'c', 'old'])
  expect(ids(site)).toEqual(['b', 'old', 'a', 'c'])
  expect(ordered.allPages).toBe(site.allPages)
  expect(ordered.siteInfo).toBe(site.siteInfo)
})

test('the same site data gives the same ordered copy, so a build sorts once and shares its chrome', () => {
  expect(orderPosts(site, 'date')).toBe(orderPosts(site, 'date'))
  expect(orderPosts(siteOf([...site.posts]), 'date')).not.toBe(orderPosts(site, 'date'))
})
