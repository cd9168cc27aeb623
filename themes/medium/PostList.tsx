import { LockIcon } from '@/components/Icons'
import { InfinitePostList } from '@/components/InfinitePostList'
import { NoResults } from '@/components/NoResults'
import { Pagination } from '@/components/Pagination'
import { PostExcerpt } from '@/components/PostExcerpt'
import { PostIcon } from '@/components/PostIcon'
import { PostMeta } from '@/components/PostMeta'
import { SiteLink } from '@/components/SiteLink'
import { TagList } from '@/components/TagList'
import { useGlobal } from '@/lib/global/context'
import type { Paging } from '@/lib/site/props'
import type { PostSummary } from '@/lib/site/types'
import { useMediumConfig } from './use-medium-config'

/** One post in a list: optional cover, title, date (and category), summary, tags, as the MEDIUM_POST_LIST_* keys say. */
function PostCard({ post }: { post: PostSummary }) {
  const medium = useMediumConfig()
  const { t } = useGlobal()
  const cover = medium.MEDIUM_POST_LIST_COVER && (post.pageCoverThumbnail || post.pageCover)
  return (
    <article className="flex flex-col gap-3 border-b border-gray-200 pb-8 dark:border-gray-800">
      {cover && (
        <SiteLink href={post.href} tabIndex={-1} aria-hidden="true">
          <img src={cover} alt="" loading="lazy" className="aspect-[2/1] w-full rounded-lg object-cover" />
        </SiteLink>
      )}
      <h2 className="text-2xl font-bold leading-snug">
        <SiteLink href={post.href} className="hover:underline">
          <PostIcon icon={post.pageIcon} /> {post.title || t.COMMON.UNTITLED}
        </SiteLink>
        {post.lock && (
          <span title={t.LOCK.LOCKED}>
            <LockIcon className="ml-2 inline h-5 w-5 align-[-0.1em] text-gray-500 dark:text-gray-400" />
            <span className="sr-only">{t.LOCK.LOCKED}</span>
          </span>
        )}
      </h2>
      <PostMeta post={post} showCategory={medium.MEDIUM_POST_LIST_CATEGORY} />
      {medium.MEDIUM_POST_LIST_PREVIEW && <PostExcerpt summary={post.summary} />}
      {medium.MEDIUM_POST_LIST_TAG && <TagList tags={post.tagItems} />}
    </article>
  )
}

/**
 * A page of posts with previous / next links, or a growing list when POST_LIST_STYLE is not page;
 * "No results found." when empty.
 */
export function PostList({ posts, paging, keyword }: { posts: readonly PostSummary[]; paging: Paging; keyword?: string }) {
  const { config } = useGlobal()
  if (posts.length === 0) return <NoResults keyword={keyword} />
  if (config.POST_LIST_STYLE !== 'page') {
    return <InfinitePostList key={paging.basePath} posts={posts} paging={paging} renderPost={(post) => <PostCard post={post} />} />
  }
  return (
    <div className="flex flex-col gap-8">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      <Pagination paging={paging} />
    </div>
  )
}
