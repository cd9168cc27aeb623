import { postsByTag } from '@/lib/site/posts-by-tag'
import { makePost } from './fixtures/blog-workspace'

test('exact tag name, in the order given', () => {
  const posts = [makePost({ title: 'a', tags: ['react', 'next'] }), makePost({ title: 'b', tags: ['reactive'] }), makePost({ title: 'c', tags: ['react'] })]
  expect(postsByTag(posts, 'react').map((p) => p.title)).toEqual(['a', 'c'])
})
