import { filterPosts } from './filter-posts'
import type { SearchTextIndex } from './get-search-text-index'
import type { PostSummary } from './types'

/**
 * The site search: docs/behaviour.md §5's case-insensitive substring match over title, summary and joined tags,
 * and beyond that over each post's body text, so a word inside an article finds it. A locked post
 * has no body in the index and is found by its title, summary and tags only. Notion order is kept.
 */
export function searchPosts<T extends PostSummary>(posts: readonly T[], keyword: string, texts: SearchTextIndex = new Map()): T[] {
  const needle = keyword.trim().toLowerCase()
  if (!needle) return []
  const byFields = new Set(filterPosts(posts, needle).map((post) => post.id))
  return posts.filter((post) => byFields.has(post.id) || (!post.lock && (texts.get(post.id)?.includes(needle) ?? false)))
}
