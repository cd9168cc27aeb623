import { PostFeed } from '@/components/list/PostFeed'
import type { Paging } from '@/lib/site/page-props'
import type { PostSummary } from '@/lib/site/types'
import { GameTile, useTileSize, Wall } from './WallSlots'

/** A list screen's wall of games (home, a category, a tag, search results), with its pages. */
export function GameWall({ posts, paging, keyword }: { posts: readonly PostSummary[]; paging: Paging; keyword?: string }) {
  const large = useTileSize()
  return (
    <PostFeed
      classNames={{
        pagination: 'mt-6',
        paginationItem: 'rounded-full bg-white px-4 py-2 font-semibold shadow-md hover:bg-green-700 hover:text-white dark:bg-[#101414] dark:hover:bg-green-700',
        more: 'mt-6 text-center'
      }}
      keyword={keyword}
      paging={paging}
      posts={posts}
      renderPost={(post, index) => <GameTile post={post} large={large(post, index)} priority={index === 0} keyword={keyword} />}
      renderList={(items, shown) => <Wall posts={shown} items={items} />}
    />
  )
}
