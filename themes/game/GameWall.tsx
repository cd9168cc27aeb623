import { PostCard } from '@/components/list/PostCard'
import { PostFeed } from '@/components/list/PostFeed'
import { useGlobal } from '@/components/site/context'
import type { Paging } from '@/lib/site/page-props'
import type { PostSummary } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { gameTileSize } from '@/themes/game/game-tiles'
import { useGameConfig } from './use-game-config'

/**
 * A wall of game tiles, 320px slots in 1 to 4 columns: featured games (or every fifth, without
 * GAME_INDEX_EXPAND_RECOMMEND) fill a slot as a large card, the others pack four to a slot as a 2×2
 * group (a dense grid of half-slots does the packing). Each tile is its cover, rounded with a
 * shadow; on hover it grows a little and the title over its black gradient rises.
 */
export function GameWall({ posts, paging, keyword }: { posts: readonly PostSummary[]; paging: Paging; keyword?: string }) {
  const { site } = useGlobal()
  const game = useGameConfig()
  const options = { expandFeatured: game.GAME_INDEX_EXPAND_RECOMMEND, featuredTag: game.GAME_RECOMMEND_TAG }
  return (
    <PostFeed
      classNames={{
        root: 'grid grid-flow-dense auto-rows-[154px] grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-6 2xl:grid-cols-8',
        pagination: 'mt-6',
        paginationItem: 'rounded-full bg-white px-4 py-2 font-semibold shadow-md hover:bg-green-700 hover:text-white dark:bg-[#101414] dark:hover:bg-green-700',
        more: 'mt-6 text-center'
      }}
      keyword={keyword}
      paging={paging}
      posts={posts}
      renderPost={(post, index) => {
        const large = gameTileSize(post, index, options) === 'large'
        return (
          <PostCard
            post={post}
            layout="overlay"
            // A game tile carries no meta line (no date, category or tags): its cover and title only.
            parts={['title']}
            keyword={keyword}
            priority={index === 0}
            headingLevel={3}
            fallbackCover={site.siteInfo.pageCover}
            classNames={{
              root: cx(
                'group overflow-hidden rounded-lg bg-gray-800 shadow-md ring-purple-400 transition duration-300 hover:z-10 hover:scale-105 hover:shadow-2xl hover:ring-2 focus-within:ring-2 motion-reduce:transition-none',
                large && 'col-span-2 row-span-2'
              ),
              body: cx(
                'translate-y-1 bg-gradient-to-t from-black via-black/70 to-transparent text-white transition-transform duration-300 group-hover:translate-y-0 group-focus-within:translate-y-0 motion-reduce:transition-none',
                large ? 'gap-1 p-4 pt-16' : 'p-2 pt-8'
              ),
              title: large ? 'text-xl font-bold leading-tight' : 'text-sm font-semibold leading-tight',
              titleLink: 'after:absolute after:inset-0 focus:outline-none'
            }}
          />
        )
      }}
    />
  )
}
