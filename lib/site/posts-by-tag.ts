import type { PostSummary } from './types'

/** Posts tagged `tag` (exact name), in the order given. */
export function postsByTag<T extends PostSummary>(posts: readonly T[], tag: string): T[] {
  return posts.filter((post) => post.tags.includes(tag))
}
