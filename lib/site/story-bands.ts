/**
 * The rules of a magazine front page: which posts fill the bands by category under the lead
 * stories, and which fill a recommended band. Pure, so a theme only draws them.
 */
import { groupPostsByCategory, type NavTreePost } from './nav-tree'

export interface StoryBand<P> {
  category: string
  posts: P[]
}

/**
 * One band per category, in `order` (the site's category order), each with up to `perBand` of the
 * posts left after the first `skip` (those the lead and the latest band already show); categories
 * named in `hidden` (a comma list, any case) and those with no post left get no band.
 */
export function categoryBands<P extends NavTreePost>(posts: readonly P[], options: { skip: number; perBand: number; hidden?: string; order?: readonly string[] }): StoryBand<P>[] {
  const hidden = new Set(
    (options.hidden ?? '')
      .split(',')
      .map((name) => name.trim().toLocaleLowerCase())
      .filter(Boolean)
  )
  const groups = groupPostsByCategory(posts.slice(options.skip), true, 'together').filter((group): group is typeof group & { name: string } => group.name !== null)
  const rank = (name: string) => {
    const index = options.order?.indexOf(name) ?? -1
    return index < 0 ? Number.MAX_SAFE_INTEGER : index
  }
  return groups
    .filter((group) => !hidden.has(group.name.toLocaleLowerCase()))
    .sort((a, b) => rank(a.name) - rank(b.name))
    .map((group) => ({ category: group.name, posts: group.posts.slice(0, Math.max(0, options.perBand)) }))
}

/**
 * Up to `count` posts carrying `tag` (any case), newest edit first when `byUpdate`; without any,
 * the first `count` posts (the latest). Posts whose href is in `exclude` (already on the page) are
 * left out of both.
 */
export function recommendedPosts<P extends { href: string; tags: readonly string[]; lastEditedDate: number }>(
  posts: readonly P[],
  options: { tag: string; count: number; byUpdate?: boolean; exclude?: ReadonlySet<string> }
): P[] {
  const tag = options.tag.trim().toLocaleLowerCase()
  const open = posts.filter((post) => !options.exclude?.has(post.href))
  const tagged = tag ? open.filter((post) => post.tags.some((name) => name.toLocaleLowerCase() === tag)) : []
  const pool = tagged.length > 0 ? tagged : open
  const sorted = options.byUpdate ? [...pool].sort((a, b) => b.lastEditedDate - a.lastEditedDate) : pool
  return sorted.slice(0, Math.max(0, options.count))
}
