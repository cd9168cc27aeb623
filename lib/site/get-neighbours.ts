import type { PostSummary } from './types'

/**
 * The published posts before and after `id` in Notion order. Pages, Invisible posts and unknown
 * ids have no neighbours.
 */
export function getNeighbours<T extends PostSummary>(posts: readonly T[], id: string): { prev: T | null; next: T | null } {
  const listed = posts.filter((post) => post.type === 'Post' && post.status === 'Published')
  const index = listed.findIndex((post) => post.id === id)
  if (index < 0) return { prev: null, next: null }
  return { prev: listed[index - 1] ?? null, next: listed[index + 1] ?? null }
}
