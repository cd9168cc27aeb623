import type { PostSummary } from '@/lib/site/types'

/** The fields of a post that an in-page filter reads. */
export type FilterablePost = Pick<PostSummary, 'title' | 'summary' | 'tags'>

/**
 * The posts whose title, summary or tags contain every word of `text` (case-insensitive), in their
 * order: the instant filter of a list already on screen (spec kit 5b). Blank text keeps them all.
 */
export function filterListedPosts<T extends FilterablePost>(posts: readonly T[], text: string): T[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...posts]
  return posts.filter((post) => {
    const haystack = [post.title, post.summary, ...post.tags].join('\n').toLowerCase()
    return words.every((word) => haystack.includes(word))
  })
}
