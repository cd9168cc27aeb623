export interface PostPage<T> {
  items: T[]
  page: number
  /** ceil(total / perPage), and at least 1 so an empty list still has its first page (docs/behaviour.md §5). */
  totalPages: number
  total: number
}

/** Page `page` (1-based) of a list; a page past the end has no items, and the caller decides it is a 404. */
export function paginatePosts<T>(posts: readonly T[], page: number, perPage: number): PostPage<T> {
  if (!Number.isInteger(perPage) || perPage < 1) throw new RangeError(`posts per page must be a whole number >= 1, got ${perPage}`)
  const total = posts.length
  const totalPages = Math.max(1, Math.ceil(total / perPage))
  const items = Number.isInteger(page) && page >= 1 ? posts.slice((page - 1) * perPage, page * perPage) : []
  return { items, page, totalPages, total }
}
