import { PostCard } from '@/components/list/PostCard'
import { PostFeed } from '@/components/list/PostFeed'
import type { Paging } from '@/lib/site/page-props'
import type { PostSummary } from '@/lib/site/types'
import { useMediumConfig } from './use-medium-config'

/** Posts as medium lists them: optional cover, title, date (and category), summary, tags, as the MEDIUM_POST_LIST_* keys say. */
export function PostList({ posts, paging, keyword }: { posts: readonly PostSummary[]; paging: Paging; keyword?: string }) {
  const medium = useMediumConfig()
  const parts = [
    'title' as const,
    'meta' as const,
    ...(medium.MEDIUM_POST_LIST_PREVIEW ? (['summary'] as const) : []),
    ...(medium.MEDIUM_POST_LIST_TAG ? (['tags'] as const) : [])
  ]
  return (
    <PostFeed
      posts={posts}
      paging={paging}
      keyword={keyword}
      renderPost={(post, index) => (
        <PostCard
          post={post}
          layout={medium.MEDIUM_POST_LIST_COVER ? 'stack' : 'text'}
          parts={parts}
          keyword={keyword}
          priority={index === 0}
          metaCategory={medium.MEDIUM_POST_LIST_CATEGORY}
          classNames={{
            root: 'gap-3 border-b border-gray-200 pb-8 dark:border-gray-800',
            coverLink: 'aspect-[2/1] rounded-lg',
            body: 'gap-3',
            title: 'text-2xl font-bold leading-snug',
            titleLink: 'hover:underline'
          }}
        />
      )}
    />
  )
}
