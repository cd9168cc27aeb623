export interface RandomPostSlot {
  /** The list page holding the post: 1 is home, n is `/page/n`. */
  page: number
  /** Its place on that page, from 0. */
  index: number
}

/**
 * Where a random published post stands in the home list, from a number in [0, 1) (Math.random):
 * the random-post button reads that one list page's posts instead of every page carrying the whole
 * post list. Null when the site has no posts.
 */
export function randomPostSlot(postCount: number, postsPerPage: number, random: number): RandomPostSlot | null {
  if (!(postCount >= 1) || !(postsPerPage >= 1)) return null
  const position = Math.min(postCount - 1, Math.floor(Math.max(0, Math.min(random, 1)) * postCount))
  return { page: Math.floor(position / postsPerPage) + 1, index: position % postsPerPage }
}
