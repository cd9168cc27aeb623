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

/** Small tiles share one slot of the wall, two by two. */
export const GROUP_SIZE = 4

/** Of every WALL_BRAND_EVERY slots, the one at WALL_BRAND_AT (from 0) is the site's own card: the reference's ad slot, whose stand-in is the site's title. */
export const WALL_BRAND_EVERY = 9
export const WALL_BRAND_AT = 4

/**
 * One 320px slot of a wall: a large game, up to four small ones two by two, or the site's card.
 * Games are referred to by their index in the list, so the wall draws the items it was given.
 */
export type WallSlot = { kind: 'large'; item: number } | { kind: 'group'; items: number[] } | { kind: 'brand' }

/**
 * Lays games out in slots, in list order: a large game takes a slot of its own; small ones fill
 * the group the first of them opened, four to a group, so a group sits where its first game
 * came. Every WALL_BRAND_EVERY slots one is the site's card (`brand` off: none), never the last
 * slot of a wall. Pure, so the server and the browser draw the same wall.
 */
export function planWall(sizes: readonly GameTileSize[], { brand = true }: { brand?: boolean } = {}): WallSlot[] {
  const slots: WallSlot[] = []
  let open: number[] | null = null
  const push = (slot: WallSlot) => {
    if (brand && slots.length % WALL_BRAND_EVERY === WALL_BRAND_AT) slots.push({ kind: 'brand' })
    slots.push(slot)
  }
  sizes.forEach((size, item) => {
    if (size === 'large') return push({ kind: 'large', item })
    if (open && open.length < GROUP_SIZE) return void open.push(item)
    open = [item]
    push({ kind: 'group', items: open })
  })
  return slots
}

/** The wall's columns by width, shared by the wall and the room kept for it before its games arrive. */
export const WALL_GRID = 'grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'

/**
 * How many slots a wall of `games` games takes when `featured` of them carry the featured tag. The
 * count of each tile size is all that number depends on (planWall: a large game takes a slot, small
 * ones share one by four, the site's cards come by the count of slots), and that count is the same
 * in any order, so stand-in games sized by gameTileSize's own rule give it: what the room kept for a
 * wall whose games are read later (and shuffled) is measured by.
 */
export function wallSlotCount(games: number, featured: number, options: { expandFeatured: boolean; featuredTag: string }): number {
  const sizes = Array.from({ length: Math.max(0, games) }, (_, index) => gameTileSize({ tags: index < featured ? [options.featuredTag] : [] }, index, options))
  return planWall(sizes).length
}

/**
 * A shuffled copy of `items` (Fisher–Yates), drawing from `random` (0 ≤ x < 1): the order of the
 * "every game" wall under a game, drawn once in the browser, so no server order to disagree with.
 */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items]
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[result[i], result[j]] = [result[j]!, result[i]!]
  }
  return result
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
