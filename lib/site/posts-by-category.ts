import type { PostSummary } from './types'

/** Posts filed under `category` (exact name), in the order given. */
export function postsByCategory<T extends PostSummary>(posts: readonly T[], category: string): T[] {
  return posts.filter((post) => post.category.includes(category))
}
