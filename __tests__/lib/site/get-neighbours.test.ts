import { getNeighbours } from '@/lib/site/get-neighbours'
import { makePost } from './fixtures/blog-workspace'

const a = makePost({ title: 'a' })
const hidden = makePost({ title: 'hidden', status: 'Invisible' })
const page = makePost({ title: 'page', type: 'Page' })
const b = makePost({ title: 'b' })
const c = makePost({ title: 'c' })
const all = [a, hidden, page, b, c]

test('previous and next published posts in Notion order, skipping pages and invisible posts', () => {
  expect(getNeighbours(all, b.id)).toEqual({ prev: a, next: c })
  expect(getNeighbours(all, a.id)).toEqual({ prev: null, next: b })
  expect(getNeighbours(all, c.id)).toEqual({ prev: b, next: null })
})

test('an invisible post, a page or an unknown id has none', () => {
  expect(getNeighbours(all, hidden.id)).toEqual({ prev: null, next: null })
  expect(getNeighbours(all, page.id)).toEqual({ prev: null, next: null })
  expect(getNeighbours(all, 'nope')).toEqual({ prev: null, next: null })
})
