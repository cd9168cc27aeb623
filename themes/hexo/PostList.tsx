import { PostCard, type PostCardPart } from '@/components/list/PostCard'
import { PostFeed } from '@/components/list/PostFeed'
import { CalendarIcon, FolderIcon } from '@/components/site/Icons'
import { useGlobal } from '@/components/site/context'
import type { Paging } from '@/lib/site/page-props'
import type { PostSummary } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { useHexoConfig } from './use-hexo-config'

/**
 * Butterfly's post cards: white and rounded, the text on one side and the cover (5/12) on the other,
 * the side alternating card by card; on phones the cover sits on top. Numbered indigo pages below.
 */
export function PostList({ posts, paging, keyword }: { posts: readonly PostSummary[]; paging: Paging; keyword?: string }) {
  const { site } = useGlobal()
  const hexo = useHexoConfig()
  // The card's text as the brief orders it: title; the category after its folder and the comment count; the summary; then
  // one line with the calendar date on the left and the tag chips on the right.
  const parts: PostCardPart[] = [
    'title',
    { fields: [{ field: 'category', icon: FolderIcon }, 'comments'] },
    ...(hexo.HEXO_POST_LIST_SUMMARY || hexo.HEXO_POST_LIST_PREVIEW || keyword ? (['summary'] as const) : []),
    {
      fields: [
        { field: 'date', icon: CalendarIcon },
        { field: 'tags', colors: true, className: 'min-w-0 flex-1 flex-wrap justify-end' }
      ],
      classNames: { root: 'gap-x-4 gap-y-2 text-sm text-gray-600 dark:text-gray-400', tag: 'rounded px-2 py-0.5 text-xs hover:opacity-80' }
    }
  ]
  return (
    <PostFeed
      posts={posts}
      paging={paging}
      keyword={keyword}
      classNames={{
        root: 'flex flex-col gap-5 md:gap-6',
        pagination: 'mt-8',
        paginationItem: 'flex h-8 min-w-8 items-center justify-center rounded-md border border-indigo-400 px-2 text-sm text-gray-800 hover:bg-indigo-500 hover:text-white aria-[current=page]:bg-indigo-600 aria-[current=page]:text-white dark:text-gray-200',
        paginationCurrent: '',
        more: 'my-6 block w-full rounded-xl bg-white py-3 text-center shadow-md hover:bg-indigo-500 hover:text-white dark:bg-[#101414]',
        noResults: 'rounded-xl bg-white p-8 text-center shadow-md dark:bg-[#101414]'
      }}
      pagination="numbered"
      renderPost={(post, index) => (
        <PostCard
          post={post}
          layout={hexo.HEXO_POST_LIST_COVER ? 'row' : 'text'}
          coverSide={hexo.HEXO_POST_LIST_IMG_CROSSOVER && index % 2 === 1 ? 'left' : 'right'}
          fallbackCover={hexo.HEXO_POST_LIST_COVER_DEFAULT ? site.siteInfo.pageCover : ''}
          parts={parts}
          keyword={keyword}
          priority={index === 0}
          reveal
          summaryLines={2}
          preview={hexo.HEXO_POST_LIST_PREVIEW}
          classNames={{
            root: cx(
              'group overflow-hidden rounded-xl border border-gray-200 bg-white shadow-md transition duration-300 hover:shadow-lg md:h-56 dark:border-gray-800 dark:bg-[#101414] motion-reduce:transition-none',
              hexo.HEXO_POST_LIST_COVER_HOVER_ENLARGE && 'hover:scale-[1.02]'
            ),
            coverLink: 'h-52 md:h-full md:w-5/12',
            cover: 'transition duration-500 group-hover:scale-110 motion-reduce:transition-none',
            body: 'flex-1 justify-center gap-2 p-5 md:px-8',
            title: 'line-clamp-2 text-xl font-bold leading-snug md:text-2xl',
            titleLink:
              'bg-gradient-to-r from-[#928CEE] to-[#928CEE] bg-[length:0%_2px] bg-left-bottom bg-no-repeat transition-[background-size] duration-500 hover:bg-[length:100%_2px] hover:text-indigo-600 dark:hover:text-indigo-300',
            meta: 'text-sm text-gray-600 dark:text-gray-400 [&_a]:hover:text-indigo-600 dark:[&_a]:hover:text-indigo-300',
            summary: 'text-sm text-gray-700 dark:text-gray-300'
          }}
        />
      )}
    />
  )
}
