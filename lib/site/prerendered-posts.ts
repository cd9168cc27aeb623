import type { SitePost } from './types'

/**
 * The ids of the posts a build renders ahead: the newest `count` by publish date (Notion's order
 * among posts of the same moment). The others are rendered on their first visit.
 */
export function prerenderedPostIds(posts: readonly SitePost[], count: number): Set<string> {
  if (count >= posts.length) return new Set(posts.map((post) => post.id))
  const newest = posts
    .map((post, order) => ({ post, order }))
    .sort((a, b) => b.post.publishDate - a.post.publishDate || a.order - b.order)
    .slice(0, Math.max(0, count))
  return new Set(newest.map(({ post }) => post.id))
}

/**
 * The later pages (2 and on) of a list of `posts`, `perPage` a page, that show at least one
 * prerendered post: a list page is built ahead with the posts it shows.
 */
export function prerenderedLaterPages(posts: readonly SitePost[], perPage: number, prerendered: ReadonlySet<string>): number[] {
  const pages: number[] = []
  for (let start = perPage; start < posts.length; start += perPage) {
    if (posts.slice(start, start + perPage).some((post) => prerendered.has(post.id))) pages.push(start / perPage + 1)
  }
  return pages
}
