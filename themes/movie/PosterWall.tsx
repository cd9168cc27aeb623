import { PostCard, type PostCardPart } from '@/components/list/PostCard'
import { PostFeed } from '@/components/list/PostFeed'
import { useGlobal } from '@/components/site/context'
import type { Paging } from '@/lib/site/page-props'
import type { PostSummary } from '@/lib/site/types'
import { useMovieConfig } from './use-movie-config'

/**
 * The poster wall: tall 2:3 posters, square cut with a heavy shadow, the cover filling each and a
 * black gradient over its lower part carrying the tags (green words), the title and one line of
 * summary, no date; the cover
 * brightens and zooms a little on hover. Deliberately wide gaps; numbered pages below.
 */
export function PosterWall({ posts, paging, keyword }: { posts: readonly PostSummary[]; paging: Paging; keyword?: string }) {
  const { site } = useGlobal()
  const movie = useMovieConfig()
  const parts: PostCardPart[] = [
    ...(movie.MOVIE_POST_LIST_TAG ? [{ fields: ['tags'], classNames: { root: 'text-sm font-semibold', item: 'flex flex-wrap gap-x-2 gap-y-1', tag: 'text-green-400 hover:underline' } } as const] : []),
    'title',
    ...(movie.MOVIE_POST_LIST_SUMMARY ? (['summary'] as const) : [])
  ]
  return (
    <div className="mx-auto max-w-8xl">
      <PostFeed
        posts={posts}
        paging={paging}
        keyword={keyword}
        pagination="numbered"
        classNames={{
          root: 'grid grid-cols-1 gap-10 md:grid-cols-2 md:gap-12 lg:grid-cols-3 lg:gap-20 xl:gap-24 2xl:grid-cols-4',
          pagination: 'mt-16',
          paginationItem: 'flex size-11 items-center justify-center rounded-md border border-neutral-300 font-semibold hover:border-green-600 hover:text-green-700 dark:border-neutral-600 dark:hover:border-green-400 dark:hover:text-green-400',
          paginationCurrent: 'border-neutral-900 bg-neutral-900 text-white hover:text-white dark:border-neutral-100 dark:bg-neutral-100 dark:text-neutral-900 dark:hover:text-neutral-900'
        }}
        renderPost={(post, index) => (
          <PostCard
            post={post}
            layout="overlay"
            parts={parts}
            keyword={keyword}
            reveal
            priority={index === 0}
            summaryLines={1}
            fallbackCover={site.siteInfo.pageCover}
            classNames={{
              root: 'group aspect-[2/3] overflow-hidden bg-neutral-800 shadow-[0_10px_20px_rgb(0_0_0/0.19),0_6px_6px_rgb(0_0_0/0.23)]',
              cover: 'brightness-90 transition duration-500 group-hover:scale-105 group-hover:brightness-110 motion-reduce:transition-none',
              body: 'h-3/4 justify-end gap-2 bg-gradient-to-t from-black via-black/75 to-transparent p-5 text-white',
              title: 'text-2xl font-semibold leading-tight text-white',
              titleLink: 'hover:underline',
              summary: 'text-xs text-neutral-200'
            }}
          />
        )}
      />
    </div>
  )
}
