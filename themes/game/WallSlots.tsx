import { type ReactNode, useState } from 'react'
import { PostCard } from '@/components/list/PostCard'
import { PreviewClip } from '@/components/media/PreviewClip'
import { useGlobal } from '@/components/site/context'
import type { PostSummary } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { gameTileSize, planWall, WALL_GRID } from '@/themes/game/game-tiles'
import { useGameConfig } from './use-game-config'

/** Every slot is 320px tall whatever it holds, so nothing in the wall moves as covers or clips arrive. */
const SLOT = 'h-80 [&>div]:h-full'

/**
 * One game's tile: its cover, rounded with a shadow; on hover it grows a little, the title rises
 * from the bottom over a black gradient, and the game's preview clip (`ext.video`) plays over the cover, fetched
 * only then. Touch skips the clip: a tap opens the game.
 */
export function GameTile({ post, large, priority, keyword }: { post: PostSummary; large: boolean; priority: boolean; keyword?: string }) {
  const { site } = useGlobal()
  const [previewing, setPreviewing] = useState(false)
  const clip = post.previewVideo
  const card = (
    <PostCard
      post={post}
      layout="overlay"
      // A game tile carries no meta line (no date, category or tags): its cover and title only.
      parts={['title']}
      keyword={keyword}
      priority={priority}
      headingLevel={3}
      fallbackCover={site.siteInfo.pageCover}
      coverOverlay={clip && previewing ? <PreviewClip src={clip} /> : undefined}
      classNames={{
        root: 'group h-full overflow-hidden rounded-lg bg-gray-800 shadow-md ring-purple-400 transition duration-300 hover:z-10 hover:scale-105 hover:shadow-2xl hover:ring-2 focus-within:ring-2 motion-reduce:transition-none',
        body: cx(
          // The title stays shown on every tile (a wall a reader cannot read until hovering hides its games); hover lifts it a little.
          'translate-y-1 bg-gradient-to-t from-black via-black/70 to-transparent text-white transition-transform duration-300 group-hover:translate-y-0 group-focus-within:translate-y-0 motion-reduce:transition-none',
          large ? 'gap-1 p-4 pt-16' : 'p-2 pt-8'
        ),
        title: large ? 'text-xl font-bold leading-tight' : 'text-sm font-semibold leading-tight',
        titleLink: 'after:absolute after:inset-0 focus:outline-none'
      }}
    />
  )
  if (!clip) return card
  return (
    <div
      className="h-full"
      data-preview-clip=""
      onPointerEnter={(event) => event.pointerType !== 'touch' && setPreviewing(true)}
      onPointerLeave={() => setPreviewing(false)}
      onFocus={() => setPreviewing(true)}
      onBlur={() => setPreviewing(false)}
    >
      {card}
    </div>
  )
}

/** The reference's ad slot as it stands without an ad: the site's title and description on white. */
function BrandSlot() {
  const { config } = useGlobal()
  return (
    <div className={`${SLOT} flex flex-col justify-center gap-2 rounded-lg bg-white p-4 dark:bg-[#101414]`}>
      <p className="text-center text-2xl">{config.TITLE}</p>
      {config.DESCRIPTION && <p className="text-gray-700 dark:text-gray-300">{config.DESCRIPTION}</p>}
    </div>
  )
}

/**
 * Games in 320px slots, 1 to 4 across: featured games (or every fifth, without
 * GAME_INDEX_EXPAND_RECOMMEND) fill a slot as a large card, the others share slots four at a time
 * as 2×2 groups, and one slot in nine is the site's own card (game-tiles.ts planWall). `items` are
 * the drawn tiles of `posts`, keyed, in the same order.
 */
export function Wall({ posts, items }: { posts: readonly PostSummary[]; items: readonly ReactNode[] }) {
  const large = useTileSize()
  return (
    <div data-game-wall="" className={WALL_GRID}>
      {planWall(posts.map((post, index) => (large(post, index) ? 'large' : 'small'))).map((slot, index) => {
        if (slot.kind === 'brand') return <BrandSlot key={`brand-${index}`} />
        if (slot.kind === 'large') return <div key={posts[slot.item]!.id} data-wall-slot="large" className={SLOT}>{items[slot.item]}</div>
        return (
          <div key={`group-${posts[slot.items[0]!]!.id}`} data-wall-slot="group" className={`${SLOT} grid grid-cols-2 grid-rows-2 gap-3`}>
            {slot.items.map((item) => items[item])}
          </div>
        )
      })}
    </div>
  )
}

/** Whether a game's tile on a wall is large, by the theme's settings. */
export function useTileSize(): (post: PostSummary, index: number) => boolean {
  const game = useGameConfig()
  const options = { expandFeatured: game.GAME_INDEX_EXPAND_RECOMMEND, featuredTag: game.GAME_RECOMMEND_TAG }
  return (post, index) => gameTileSize(post, index, options) === 'large'
}
