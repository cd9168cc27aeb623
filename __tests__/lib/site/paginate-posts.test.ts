import { paginatePosts } from '@/lib/site/paginate-posts'

const items = Array.from({ length: 25 }, (_, i) => i + 1)

test('total pages = ceil(count / per page)', () => {
  expect(paginatePosts(items, 1, 12)).toEqual({ items: items.slice(0, 12), page: 1, totalPages: 3, total: 25 })
  expect(paginatePosts(items, 3, 12).items).toEqual([25])
  expect(paginatePosts(items.slice(0, 24), 1, 12).totalPages).toBe(2)
})

test('page 2 holds the second slice', () => {
  expect(paginatePosts(items, 2, 12).items).toEqual(items.slice(12, 24))
})

test('an empty list still has one page', () => {
  expect(paginatePosts([], 1, 12)).toEqual({ items: [], page: 1, totalPages: 1, total: 0 })
})

test('a page past the end, or not a page, has no items', () => {
  expect(paginatePosts(items, 4, 12).items).toEqual([])
  expect(paginatePosts(items, 0, 12).items).toEqual([])
  expect(paginatePosts(items, 1.5, 12).items).toEqual([])
})

test('a bad page size is a loud error', () => {
  expect(() => paginatePosts(items, 1, 0)).toThrow(/posts per page/)
})
