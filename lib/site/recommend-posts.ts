import type { PostSummary } from './types'

/**
 * Up to `count` other published posts to read next: those sharing the post's category and the
 * most tags first, then the rest in Notion order, so the list is full whenever the site has enough posts.
 */
export function recommendPosts<T extends PostSummary>(posts: readonly T[], post: PostSummary, count: number): T[] {
  if (!(count > 0)) return []
  const category = post.category[0]
  const tags = new Set(post.tags)
  const score = (other: T) =>
    (category !== undefined && other.category.includes(category) ? 1000 : 0) + other.tags.filter((tag) => tags.has(tag)).length
  return posts
    .filter((other) => other.id !== post.id && other.type === 'Post' && other.status === 'Published')
    .map((other, order) => ({ other, order, score: score(other) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map(({ other }) => other)
}
