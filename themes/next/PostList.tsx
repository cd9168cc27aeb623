import { PostCard, type PostCardPart } from '@/components/list/PostCard'
import { PostFeed } from '@/components/list/PostFeed'
import { FolderIcon } from '@/components/site/Icons'
import type { Paging } from '@/lib/site/page-props'
import type { PostSummary } from '@/lib/site/types'
import { useNextConfig } from './use-next-config'

/**
 * NexT's post cards: full-width white squares with a growing shadow, a large title with a blue
 * underline that grows on hover, the meta line and tags, the opening of the post, then a dashed
 * rule and a dark "Read more" button; the cover, when on, under the text.
 */
export function PostList({ posts, paging, keyword }: { posts: readonly PostSummary[]; paging: Paging; keyword?: string }) {
  const next = useNextConfig()
  const preview = next.NEXT_POST_LIST_PREVIEW
  const summary = preview || next.NEXT_POST_LIST_SUMMARY || Boolean(keyword)
  // One meta row, as NexT draws it: the category after its folder | the date, then the tag chips.
  const meta: PostCardPart = {
    fields: [{ field: 'category', icon: FolderIcon }, 'date', 'comments', { field: 'tags', colors: true, joined: true, className: 'flex-wrap' }],
    separator: '|',
    classNames: { separator: 'text-gray-400 dark:text-gray-500', tag: 'rounded-sm px-2 py-0.5 text-xs hover:opacity-80' }
  }
  const parts: PostCardPart[] = ['title', meta, ...(summary ? (['summary'] as const) : []), 'readMore']
  return (
    <PostFeed
      posts={posts}
      paging={paging}
      keyword={keyword}
      classNames={{
        root: 'flex flex-col gap-4 sm:gap-8',
        pagination: 'my-8',
        paginationItem: 'flex h-9 min-w-9 items-center justify-center border-b-2 border-transparent px-2 text-sm text-gray-700 hover:border-gray-800 aria-[current=page]:bg-gray-800 aria-[current=page]:text-white dark:text-gray-200 dark:hover:border-gray-200 dark:aria-[current=page]:bg-gray-200 dark:aria-[current=page]:text-gray-900',
        paginationCurrent: '',
        more: 'my-6 block w-full bg-white py-3 text-center shadow-md hover:shadow-xl dark:bg-[#101414]',
        noResults: 'bg-white p-8 text-center shadow-md dark:bg-[#101414]'
      }}
      pagination="numbered"
      renderPost={(post, index) => (
        <PostCard
          post={post}
          layout={next.NEXT_POST_LIST_COVER ? 'stack' : 'text'}
          parts={parts}
          keyword={keyword}
          priority={index === 0}
          reveal={index > 2}
          summaryLines={preview ? undefined : 3}
          preview={preview}
          classNames={{
            root: 'bg-white shadow-md transition-shadow duration-300 hover:shadow-xl dark:bg-[#101414] motion-reduce:transition-none',
            coverLink: 'order-last h-72',
            body: 'gap-3 p-6 sm:p-8',
            title: 'font-serif text-2xl leading-snug sm:text-3xl',
            titleLink:
              'bg-gradient-to-r from-[#4e80ee] to-[#4e80ee] bg-[length:0%_2px] bg-bottom bg-no-repeat transition-[background-size] duration-300 hover:bg-[length:100%_2px]',
            meta: 'gap-x-2 gap-y-1 text-sm text-gray-600 dark:text-gray-400 [&_a:not([class])]:hover:underline',
            summary: 'border-b border-dashed border-gray-300 pb-6 leading-7 text-gray-700 dark:border-gray-700 dark:text-gray-300',
            readMore: 'mt-2 self-end bg-gray-800 px-4 py-1.5 text-sm text-white hover:bg-black dark:bg-gray-200 dark:text-gray-900 dark:hover:bg-white'
          }}
        />
      )}
    />
  )
}
