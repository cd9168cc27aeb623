import type { PostLink, PostSummary } from '@/lib/site/types'

export type GameTileSize = 'large' | 'small'

/** Every n-th tile is large when featured games are not enlarged: the fixed rhythm of a game wall. */
export const GAME_RHYTHM = 5

/**
 * The size of a game's tile on a wall of large cards and 2×2 groups of small ones: with
 * `expandFeatured`, games carrying `featuredTag` are large and the rest small; otherwise a fixed
 * rhythm, the first of every GAME_RHYTHM large.
 */
export function gameTileSize(post: Pick<PostSummary, 'tags'>, index: number, { expandFeatured, featuredTag }: { expandFeatured: boolean; featuredTag: string }): GameTileSize {
  if (expandFeatured) return featuredTag !== '' && post.tags.includes(featuredTag) ? 'large' : 'small'
  return index % GAME_RHYTHM === 0 ? 'large' : 'small'
}

/** Any page's props: only list pages carry `posts`, only a post `recommendations`. */
type PageProps = object

function postsOf(value: unknown): PostSummary[] {
  return Array.isArray(value) ? (value as PostSummary[]) : []
}

/**
 * The games a page knows of, for a drawer that filters them live: the list it shows, else the
 * recommendations of a post, then the latest posts, each once. `featured` are those of the page's
 * list carrying `featuredTag` (what shows before anything is typed), or all of them when none does.
 */
export function knownGames(props: PageProps, latest: readonly PostLink[], featuredTag: string): { all: PostLink[]; featured: PostLink[] } {
  const { posts, recommendations } = props as { posts?: unknown; recommendations?: unknown }
  const listed = postsOf(posts)
  const related = postsOf(recommendations) as unknown as PostLink[]
  const seen = new Set<string>()
  const all = [...listed, ...related, ...latest].filter((post) => {
    if (seen.has(post.href)) return false
    seen.add(post.href)
    return true
  })
  const featured = featuredTag ? listed.filter((post) => post.tags.includes(featuredTag)) : []
  return { all, featured: featured.length > 0 ? featured : all }
}
