import type { PostSummary } from './types'

/**
 * docs/behaviour.md §5: a case-insensitive substring match over title, summary and the joined tags. An empty
 * keyword matches every post.
 */
export function filterPosts<T extends PostSummary>(posts: readonly T[], keyword: string): T[] {
  const needle = keyword.trim().toLowerCase()
  if (!needle) return [...posts]
  return posts.filter((post) => [post.title, post.summary, post.tags.join(' ')].some((field) => field.toLowerCase().includes(needle)))
}
