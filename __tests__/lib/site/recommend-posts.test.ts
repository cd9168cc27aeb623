import { recommendPosts } from '@/lib/site/recommend-posts'
import { makePost } from './fixtures/blog-workspace'

const current = makePost({ title: 'current', category: ['Guides'], tags: ['react', 'next'] })
const posts = [
  makePost({ title: 'unrelated' }),
  makePost({ title: 'one tag', tags: ['react'] }),
  current,
  makePost({ title: 'same category', category: ['Guides'] }),
  makePost({ title: 'two tags', tags: ['next', 'react'] }),
  makePost({ title: 'category and tag', category: ['Guides'], tags: ['next'] }),
  makePost({ title: 'hidden', category: ['Guides'], status: 'Invisible' })
]

test('same category first, then most shared tags, then the rest in Notion order', () => {
  expect(recommendPosts(posts, current, 10).map((p) => p.title)).toEqual(['category and tag', 'same category', 'two tags', 'one tag', 'unrelated'])
})

test('never the post itself nor unlisted posts; at most count', () => {
  const titles = recommendPosts(posts, current, 2).map((p) => p.title)
  expect(titles).toEqual(['category and tag', 'same category'])
  expect(recommendPosts(posts, current, 0)).toEqual([])
})
