import { cardFeed, type CardFeedSkin } from '@/components/list/CardFeed'
import { PostCard } from '@/components/list/PostCard'
import type { PostSummary } from '@/lib/site/types'

/** A blog card: the cover turns and grows on hover inside its frame, a blue date badge, a large title that turns blue, and the summary. */
const CARD: CardFeedSkin['card'] = {
  layout: 'stack',
  parts: ['meta', 'title', 'summary'],
  summaryLines: 3,
  classNames: {
    root: 'group',
    coverLink: 'mb-8 block aspect-[37/24] overflow-hidden rounded-[5px] bg-[#F3F4F6] dark:bg-[#1F2A37]',
    cover: 'h-full w-full object-cover transition duration-500 group-hover:rotate-6 group-hover:scale-125 motion-reduce:transform-none',
    body: 'flex flex-col gap-4',
    meta: 'self-start rounded-[5px] bg-[#3758F9] px-4 py-1 text-center text-xs font-semibold leading-loose !text-white',
    title: 'text-xl font-semibold text-[#111928] sm:text-2xl lg:text-xl xl:text-2xl dark:text-white',
    titleLink: 'hover:text-[#3758F9] dark:hover:text-[#8099ff]',
    summary: 'text-base text-[#637381] dark:text-gray-300'
  }
}

const GRID = 'grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3'

/** Starter's blog cards in three columns, paged. */
export const PostList = cardFeed({
  priorityFirst: true,
  card: CARD,
  classNames: {
    root: GRID,
    pagination: 'mt-14',
    paginationItem: 'rounded-md bg-[#3758F9] px-5 py-2.5 font-medium text-white hover:bg-[#1B44C8] dark:bg-[#5a76fb] dark:text-[#111928]',
    more: 'py-8 text-center text-[#637381] dark:text-gray-300'
  }
})

/** The home's few newest posts: the same cards in the same columns, with no pages and no growing list. */
export function PostCards({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <div className={GRID}>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} {...CARD} />
      ))}
    </div>
  )
}
