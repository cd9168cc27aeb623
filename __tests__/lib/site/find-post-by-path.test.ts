import { findPostByPath } from '@/lib/site/find-post-by-path'
import { makePost } from './fixtures/blog-workspace'

const post = makePost({ slug: 'hello' })
const hidden = makePost({ slug: 'secret', status: 'Invisible' })
const page = makePost({ slug: 'about', type: 'Page' })
const chinese = makePost({ slug: '你好 世界', href: '/article/你好 世界' })
const custom = makePost({ slug: '/deep/custom/path', href: '/deep/custom/path' })
const external = makePost({ slug: 'https://example.com', href: 'https://example.com' })
const site = { allPages: [post, hidden, page, chinese, custom, external] }

test('finds posts and pages by their path', () => {
  expect(findPostByPath(site, ['article', 'hello'])).toBe(post)
  expect(findPostByPath(site, ['about'])).toBe(page)
  expect(findPostByPath(site, ['deep', 'custom', 'path'])).toBe(custom)
})

test('Invisible posts are reachable by URL', () => {
  expect(findPostByPath(site, ['article', 'secret'])).toBe(hidden)
})

test('decoded or encoded segments alike', () => {
  expect(findPostByPath(site, ['article', '你好 世界'])).toBe(chinese)
  expect(findPostByPath(site, ['article', encodeURIComponent('你好 世界')])).toBe(chinese)
})

test('any other single segment: a post by its bare slug (docs/behaviour.md §2)', () => {
  expect(findPostByPath(site, ['hello'])).toBe(post)
  // A page's own path wins over a post with the same bare slug.
  const clash = makePost({ slug: 'about' })
  expect(findPostByPath({ allPages: [clash, page] }, ['about'])).toBe(page)
})

test('a path ending in a page id finds that page, dashed or not', () => {
  expect(findPostByPath(site, ['article', post.id])).toBe(post)
  expect(findPostByPath(site, [hidden.id.replaceAll('-', '')])).toBe(hidden)
})

test('nothing else', () => {
  expect(findPostByPath(site, ['hello', 'world'])).toBeNull()
  expect(findPostByPath(site, [])).toBeNull()
  expect(findPostByPath(site, ['article'])).toBeNull()
  expect(findPostByPath(site, ['https:', 'example.com'])).toBeNull()
  expect(findPostByPath({ allPages: [makePost({ slug: 'draft', status: 'Draft' as never })] }, ['article', 'draft'])).toBeNull()
})
