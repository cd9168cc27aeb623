import { filterPosts } from '@/lib/site/filter-posts'
import { makePost } from './fixtures/blog-workspace'

const posts = [
  makePost({ title: 'Hello Notion', summary: 'first' }),
  makePost({ title: 'Second', summary: 'About NEXT.js' }),
  makePost({ title: 'Third', tags: ['React', 'tailwind'] }),
  makePost({ title: 'Fourth' })
]

test('case-insensitive substring over title, summary and joined tags', () => {
  expect(filterPosts(posts, 'notion').map((p) => p.title)).toEqual(['Hello Notion'])
  expect(filterPosts(posts, 'next.JS').map((p) => p.title)).toEqual(['Second'])
  expect(filterPosts(posts, 'REACT TAIL').map((p) => p.title)).toEqual(['Third'])
  expect(filterPosts(posts, 'nothing')).toEqual([])
})

test('an empty keyword keeps every post', () => {
  expect(filterPosts(posts, '  ')).toHaveLength(4)
})
