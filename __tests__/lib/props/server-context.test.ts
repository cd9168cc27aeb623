import { siteLocaleOf } from '@/lib/props/server-context'

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
