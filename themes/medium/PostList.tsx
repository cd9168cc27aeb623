import { PostCard, type PostCardPart } from '@/components/list/PostCard'
import type { PostMetaField } from '@/components/list/PostCardMeta'
import { PostFeed } from '@/components/list/PostFeed'
import type { Paging } from '@/lib/site/page-props'
import type { PostSummary } from '@/lib/site/types'
import { useMediumConfig } from './use-medium-config'

/**
 * Posts as medium lists them: optional cover, title, one grey line of date, comment count (Twikoo, when on), category and tags (the
 * last two as the MEDIUM_POST_LIST_* keys say, plain words with no icons), then the summary.
 */
export function PostList({ posts, paging, keyword }: { posts: readonly PostSummary[]; paging: Paging; keyword?: string }) {
  const medium = useMediumConfig()
  const meta: PostMetaField[] = ['date', 'comments', ...(medium.MEDIUM_POST_LIST_CATEGORY ? (['category'] as const) : []), ...(medium.MEDIUM_POST_LIST_TAG ? [{ field: 'tags', colors: true } as const] : [])]
  const parts: PostCardPart[] = ['title', { fields: meta, classNames: { tag: 'rounded px-2 py-0.5 text-xs' } }, ...(medium.MEDIUM_POST_LIST_PREVIEW ? (['summary'] as const) : [])]
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
          preview={medium.MEDIUM_POST_LIST_PREVIEW}
          classNames={{
            root: 'gap-3 border-b border-gray-200 pb-8 dark:border-gray-800',
            coverLink: 'aspect-[2/1] rounded-lg',
            body: 'gap-3',
            title: 'text-2xl font-bold leading-snug',
            titleLink: 'hover:underline',
            meta: 'gap-x-4 gap-y-1 text-sm text-gray-600 dark:text-gray-400 [&_a]:hover:underline'
          }}
        />
      )}
    />
  )
}
