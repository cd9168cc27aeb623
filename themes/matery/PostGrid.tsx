import { PostFeed } from '@/components/list/PostFeed'
import type { Paging } from '@/lib/site/page-props'
import type { PostSummary } from '@/lib/site/types'
import { MateryCard } from './MateryCard'

const PAGE_LINK = 'flex h-10 items-center gap-1 rounded-full bg-indigo-700 px-5 text-sm font-medium text-white shadow-md hover:bg-indigo-900 dark:bg-indigo-800 dark:hover:bg-indigo-600'

/** Material picture cards (MateryCard) in a grid of 3, 2 or 1 columns; round indigo "previous / next" below. */
export function PostGrid({ posts, paging, keyword }: { posts: readonly PostSummary[]; paging: Paging; keyword?: string }) {
  return (
    <PostFeed
      posts={posts}
      paging={paging}
      keyword={keyword}
      classNames={{
        root: 'grid gap-4 md:grid-cols-2 xl:grid-cols-3',
        pagination: 'mt-10 flex justify-between',
        paginationItem: PAGE_LINK,
        more: 'my-8 block w-full rounded-full bg-white py-3 text-center shadow-md hover:bg-indigo-700 hover:text-white dark:bg-[#101414]',
        noResults: 'rounded-xl bg-white p-10 text-center shadow-md dark:bg-[#101414]'
      }}
      renderPost={(post, index) => <MateryCard post={post} column={index} priority={index === 0} keyword={keyword} />}
    />
  )
}
