import { postsByCategory } from '@/lib/site/posts-by-category'
import { makePost } from './fixtures/blog-workspace'

test('exact category name, in the order given', () => {
  const posts = [makePost({ title: 'a', category: ['Guides'] }), makePost({ title: 'b', category: ['guides'] }), makePost({ title: 'c', category: ['Guides'] })]
  expect(postsByCategory(posts, 'Guides').map((p) => p.title)).toEqual(['a', 'c'])
  expect(postsByCategory(posts, 'Nope')).toEqual([])
})
