import type { CategoryItem, SitePost } from './types'

/**
 * Categories of the given posts with how many posts each holds, most used first; ties keep the
 * order of the category column's options, then order of first use. (Tags keep Notion's option
 * order instead: a tag cloud reads as the owner arranged it, a category list as a ranking.)
 */
export function countCategories(posts: SitePost[], optionOrder: string[]): CategoryItem[] {
  const counts = new Map<string, number>()
  for (const post of posts) for (const category of post.category) counts.set(category, (counts.get(category) ?? 0) + 1)
  const rank = new Map<string, number>()
  for (const name of [...optionOrder, ...counts.keys()]) if (!rank.has(name)) rank.set(name, rank.size)
  return [...counts.entries()]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || (rank.get(a.name) ?? 0) - (rank.get(b.name) ?? 0))
}
