import type { NavTreePost } from './nav-tree'

// Its own module, not nav-tree.ts: modules have no export-level tree shaking in the client build, and
// every post page that draws a tree (gitbook) or a link card (heo) carried this with nav-tree.

/**
 * At most `limit` of the posts, shared among their categories (uncategorised posts count as one):
 * each keeps its first `k` posts in the order given, `k` the largest that keeps the whole within
 * `limit`, and at least 1 (more categories than the limit keep one post each: a section is never
 * empty). All of them when they fit. Order is kept. A directory of a large site then shows every
 * category with its newest posts, and its data stays the same size as the site grows.
 */
export function capPerCategory<P extends NavTreePost>(posts: readonly P[], limit: number): P[] {
  if (posts.length <= limit) return [...posts]
  const keyOf = (post: P) => post.category[0]?.trim() ?? ''
  const counts = new Map<string, number>()
  for (const post of posts) counts.set(keyOf(post), (counts.get(keyOf(post)) ?? 0) + 1)
  // The largest k with sum(min(count, k)) <= limit: raise k while the next step still fits.
  const sizes = [...counts.values()].sort((a, b) => a - b)
  let k = 0
  let taken = 0
  for (let i = 0; i < sizes.length; i++) {
    const size = sizes[i] as number
    const groupsLeft = sizes.length - i
    // Every category from here on has at least `size` posts: raising k to `size` costs this much.
    const step = (size - k) * groupsLeft
    if (taken + step > limit) {
      k += Math.floor((limit - taken) / groupsLeft)
      break
    }
    taken += step
    k = size
  }
  k = Math.max(1, k)
  const kept = new Map<string, number>()
  return posts.filter((post) => {
    const shown = kept.get(keyOf(post)) ?? 0
    if (shown >= k) return false
    kept.set(keyOf(post), shown + 1)
    return true
  })
}
