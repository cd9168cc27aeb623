/**
 * The rules of a navigation tree of posts (a documentation site's left column, a link directory's
 * sections): posts grouped under their first category, filtered by title, and which group holds
 * the page being read. Pure, so the component only draws.
 */

/** What the tree needs of a post. */
export interface NavTreePost {
  title: string
  href: string
  /** Category names; the first one files the post. */
  category: readonly string[]
  /** The post's icon (an emoji or an image URL), drawn before its title when the tree asks for icons. */
  pageIcon?: string
}

/** A folder of the tree; `name` null for posts with no category, which sit at the top level. */
export interface NavTreeGroup<P extends NavTreePost> {
  /** Stable across filtering: the category name, or name and place when runs are separate folders. */
  key: string
  name: string | null
  posts: P[]
}

/**
 * Posts grouped by their first category, in the order the posts come. `merge` puts every post of a
 * category into one folder (at the place of its first post); without it each run of consecutive
 * posts of one category is its own folder, as the database orders them. Uncategorised posts are
 * each a group of their own, named null (a tree's top-level rows), or `together` one group named
 * null at the place of the first (a directory's "uncategorised" section).
 */
export function groupPostsByCategory<P extends NavTreePost>(posts: readonly P[], merge = true, uncategorised: 'each' | 'together' = 'each'): NavTreeGroup<P>[] {
  const groups: NavTreeGroup<P>[] = []
  const byName = new Map<string, NavTreeGroup<P>>()
  let loose: NavTreeGroup<P> | null = null
  for (const post of posts) {
    const name = post.category[0]?.trim() || null
    if (name === null) {
      if (uncategorised === 'each') groups.push({ key: `post:${post.href}`, name: null, posts: [post] })
      else if (loose) loose.posts.push(post)
      else groups.push((loose = { key: 'uncategorised', name: null, posts: [post] }))
      continue
    }
    const last = groups[groups.length - 1]
    const existing = merge ? byName.get(name) : last?.name === name ? last : undefined
    if (existing) {
      existing.posts.push(post)
      continue
    }
    const group = { key: merge ? `category:${name}` : `category:${name}:${groups.length}`, name, posts: [post] }
    groups.push(group)
    byName.set(name, group)
  }
  return groups
}

/**
 * The groups with only the posts whose title (or the text `textOf` gives, a title and summary say)
 * holds `query` in any case; empty groups left out. A blank query keeps all.
 */
export function filterNavTree<P extends NavTreePost>(groups: readonly NavTreeGroup<P>[], query: string, textOf: (post: P) => string = (post) => post.title): NavTreeGroup<P>[] {
  const needle = query.trim().toLocaleLowerCase()
  if (!needle) return [...groups]
  return groups
    .map((group) => ({ ...group, posts: group.posts.filter((post) => textOf(post).toLocaleLowerCase().includes(needle)) }))
    .filter((group) => group.posts.length > 0)
}

/** `href` without its query or hash, so `/article/a?theme=x#h` matches the post `/article/a`. */
export function bareHref(href: string): string {
  const cut = href.search(/[?#]/)
  return cut < 0 ? href : href.slice(0, cut)
}

/** The key of the folder holding the page at `currentHref`, or null when none does (or the post sits at the top level). */
export function groupOfHref<P extends NavTreePost>(groups: readonly NavTreeGroup<P>[], currentHref: string): string | null {
  const current = bareHref(currentHref)
  return groups.find((group) => group.name !== null && group.posts.some((post) => bareHref(post.href) === current))?.key ?? null
}

/** The id of a category's section, for "# category" links to jump to it: `category-Deep-Dives`. */
export function categoryAnchorId(name: string | null): string {
  const words = (name ?? '').trim().replace(/\s+/g, '-').replace(/[^\p{L}\p{N}_-]/gu, '')
  return words ? `category-${words}` : 'category-uncategorised'
}

/**
 * The groups in the order of `order` (the site's category list), those it does not name after them
 * in their own order, the uncategorised group last.
 */
export function orderGroups<P extends NavTreePost>(groups: readonly NavTreeGroup<P>[], order: readonly string[]): NavTreeGroup<P>[] {
  const rank = (group: NavTreeGroup<P>) => {
    if (group.name === null) return Number.MAX_SAFE_INTEGER
    const index = order.indexOf(group.name)
    return index < 0 ? order.length : index
  }
  return [...groups].sort((a, b) => rank(a) - rank(b))
}
