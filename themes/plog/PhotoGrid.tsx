import { useState } from 'react'
import { PostCard } from '@/components/list/PostCard'
import { PostFeed } from '@/components/list/PostFeed'
import { lazyPart } from '@/components/loading/lazy-part'
import type { Paging } from '@/lib/site/page-props'
import type { PostSummary } from '@/lib/site/types'

/** The lightbox is its own chunk, fetched on the first click on a photo. */
const PostLightbox = lazyPart(() => import('@/components/media/PostLightbox').then((m) => m.PostLightbox))

/**
 * The mosaic: 16:9 covers edge to edge in 1, 2 or 3 columns with no gaps, each with its category
 * pill and title over it. A click on a photo opens it large (the lightbox, stepping through this
 * page's posts; mouse only, like the cover link of every card); the title goes straight to the article.
 */
export function PhotoGrid({ posts, paging, keyword }: { posts: readonly PostSummary[]; paging: Paging; keyword?: string }) {
  const [open, setOpen] = useState<number | null>(null)
  return (
    <>
      <PostFeed
        posts={posts}
        paging={paging}
        keyword={keyword}
        classNames={{
          root: 'grid grid-cols-1 md:grid-cols-2 lg:grid-cols-3',
          pagination: 'px-6 py-6 text-xs',
          paginationItem: 'text-gray-700 hover:text-black dark:text-gray-300 dark:hover:text-white',
          more: 'py-8 text-center text-sm text-gray-600 dark:text-gray-400',
          noResults: 'px-6 py-16 text-center text-gray-600 dark:text-gray-400'
        }}
        renderPost={(post, index) => (
          <PostCard
            post={post}
            layout="overlay"
            parts={[
              // The tile's only meta: its category as a pill in the top-left corner (no date).
              { fields: ['category'], classNames: { root: 'pointer-events-auto absolute left-3 top-3 z-10 text-xs', item: 'rounded-full bg-gray-200 px-2.5 py-0.5 text-gray-900 hover:bg-blue-700 hover:text-white' } },
              'title'
            ]}
            keyword={keyword}
            priority={index === 0}
            reveal
            classNames={{
              root: 'group aspect-video overflow-hidden bg-neutral-800',
              cover: 'contrast-110 transition-transform duration-700 group-hover:scale-105 motion-reduce:transition-none',
              body: 'pointer-events-none h-full items-start justify-end gap-0.5 p-3',
              title: 'pointer-events-auto relative z-10 text-sm font-medium text-white [text-shadow:0_1px_3px_rgb(0_0_0/0.9)]',
              titleLink: 'hover:underline'
            }}
          >
            <button
              type="button"
              aria-hidden="true"
              tabIndex={-1}
              onClick={() => setOpen(index)}
              className="pointer-events-auto absolute inset-0 cursor-zoom-in bg-gradient-to-t from-black/50 via-transparent to-transparent"
            />
          </PostCard>
        )}
      />
      {open !== null && (
        <PostLightbox
        posts={posts}
        index={open}
        onIndexChange={setOpen}
        classNames={{ category: 'rounded-full bg-gray-200 px-2.5 py-0.5 text-xs text-gray-900 hover:bg-blue-700 hover:text-white', title: 'font-light' }}
        />
      )}
    </>
  )
}
