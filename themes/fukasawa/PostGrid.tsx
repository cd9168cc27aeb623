import { FolderIcon } from '@/components/site/Icons'
import { MasonryGrid } from '@/components/list/MasonryGrid'
import { PostCard } from '@/components/list/PostCard'
import { PostFeed } from '@/components/list/PostFeed'
import { useGlobal } from '@/components/site/context'
import type { Paging } from '@/lib/site/page-props'
import type { PostSummary } from '@/lib/site/types'
import { useFukasawaConfig } from './use-fukasawa-config'

/** Columns of the masonry: 2 from 640 px, 3 from 1024 px, 1 below. */
const COLUMNS = [
  { minWidth: 640, columns: 2 },
  { minWidth: 1024, columns: 3 }
]

/**
 * The masonry of white cards: cover (zooming on hover), bold title, three lines of summary, then
 * one row with the category after its folder on the left and the tag chips on the right; no date.
 * Pagination as two wide halves.
 */
export function PostGrid({ posts, paging, keyword }: { posts: readonly PostSummary[]; paging: Paging; keyword?: string }) {
  const { site } = useGlobal()
  const fukasawa = useFukasawaConfig()
  return (
    <PostFeed
      posts={posts}
      paging={paging}
      keyword={keyword}
      renderList={(items) => <MasonryGrid items={items} breakpoints={COLUMNS} classNames={{ fallback: 'grid items-start gap-2 sm:grid-cols-2 lg:grid-cols-3' }} />}
      classNames={{
        pagination: 'mt-8 gap-6 text-sm',
        paginationItem: 'flex-1 border-b-2 border-gray-300 py-3 text-gray-700 last:text-right hover:border-gray-900 hover:font-semibold hover:text-black dark:border-neutral-700 dark:text-gray-300 dark:hover:border-gray-300 dark:hover:text-white',
        more: 'w-full py-4 text-center text-sm text-gray-700 dark:text-gray-300'
      }}
      renderPost={(post, index) => (
        <PostCard
          post={post}
          layout={fukasawa.FUKASAWA_POST_LIST_COVER ? 'stack' : 'text'}
          parts={[
            'title',
            'summary',
            {
              fields: [
                { field: 'category', icon: FolderIcon, className: '[&_a]:hover:text-indigo-700 dark:[&_a]:hover:text-indigo-300' },
                { field: 'tags', colors: true, className: 'min-w-0 flex-1 flex-wrap justify-end' }
              ],
              classNames: { tag: 'rounded px-1.5 py-0.5 text-xs hover:opacity-80' }
            }
          ]}
          keyword={keyword}
          priority={index === 0}
          reveal={fukasawa.FUKASAWA_POST_LIST_ANIMATION}
          summaryLines={3}
          preview={fukasawa.FUKASAWA_POST_LIST_PREVIEW}
          fallbackCover={fukasawa.FUKASAWA_POST_LIST_COVER_FORCE ? site.siteInfo.pageCover : ''}
          classNames={{
            root: 'mx-auto w-full max-w-sm gap-3 bg-white p-3 shadow-sm transition-shadow hover:shadow-lg dark:bg-[#101414]',
            coverLink: 'aspect-[4/3]',
            cover: 'transition-transform duration-500 hover:scale-125 motion-reduce:transition-none',
            body: 'gap-2',
            title: 'text-xl font-bold leading-snug text-gray-900 dark:text-gray-100',
            titleLink: 'hover:text-blue-600 hover:underline dark:hover:text-blue-400',
            meta: 'mt-1 gap-2 text-xs text-gray-600 dark:text-gray-400',
            summary: 'text-sm leading-6 text-gray-700 dark:text-gray-300'
          }}
        />
      )}
    />
  )
}
