import type { PostSortOrder } from '@/conf/notion'
import type { SiteData } from './types'

const byDate = new WeakMap<SiteData, SiteData>()

/**
 * The site with its posts in the order POST_SORT_BY asks for: `notion` keeps the database view's
 * order (docs/behaviour.md §9); `date` lists the newest publish date first, posts of the same date in Notion's
 * order (the official API has no views, so its rows come in the query's own order). Every list,
 * feed and neighbour reads `posts`, so this is the one place the order is decided. The same site
 * data gives the same ordered copy, so a build sorts once, not once a page.
 */
export function orderPosts<T extends SiteData>(site: T, sortBy: PostSortOrder): T {
  if (sortBy !== 'date') return site
  let ordered = byDate.get(site)
  if (!ordered) {
    const posts = site.posts
      .map((post, order) => ({ post, order }))
      .sort((a, b) => b.post.publishDate - a.post.publishDate || a.order - b.order)
      .map(({ post }) => post)
    ordered = { ...site, posts }
    byDate.set(site, ordered)
  }
  return ordered as T
}
