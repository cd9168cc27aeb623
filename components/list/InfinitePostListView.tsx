import type { ReactNode } from 'react'
import { useGlobal } from '@/components/site/context'
import type { Paging } from '@/lib/site/page-props'
import type { PostSummary } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { useInfinitePosts } from '@/components/list/use-infinite-posts'
import type { Slots } from '../slots'

export interface InfinitePostListProps {
  posts: readonly PostSummary[]
  paging: Paging
  /** Draws one post; the theme's card. `index` counts from the list's first post. */
  renderPost: (post: PostSummary, index: number) => ReactNode
  /** `root`: the posts' box; `footer`: the 'More' button and the 'No More' line. */
  classNames?: Slots<'root' | 'footer'>
  /** Lays out the drawn posts (keyed, in order; `posts` are the posts they draw) instead of the `root` box: a masonry, say. */
  renderList?: (items: ReactNode[], posts: readonly PostSummary[]) => ReactNode
}

/**
 * A post list that grows (POST_LIST_STYLE other than page): the next page's posts are appended
 * when the visitor nears the bottom or clicks 'More'; the footer reads 'No More' at the end.
 * Give it `key={paging.basePath}` so another list starts afresh.
 */
export function InfinitePostListView({
  posts,
  paging,
  renderPost,
  classNames = {},
  renderList
}: InfinitePostListProps) {
  const {
    root: className = 'flex flex-col gap-8',
    footer: footerClassName = 'w-full rounded-md border border-gray-200 py-2 text-center text-sm text-gray-600 dark:border-gray-700 dark:text-gray-400'
  } = classNames
  const { t, config } = useGlobal()
  const list = useInfinitePosts(posts, paging, config.LIST_SCROLL_THROTTLE_MS)
  return (
    <div className="flex flex-col gap-8" data-page={list.page}>
      {renderList ? (
        renderList(
          list.posts.map((post, index) => <div key={post.id} data-list-item="">{renderPost(post, index)}</div>),
          list.posts
        )
      ) : (
        <div className={className}>
          {list.posts.map((post, index) => (
            <div key={post.id} className="contents" data-list-item="">
              {renderPost(post, index)}
            </div>
          ))}
        </div>
      )}
      {list.hasMore ? (
        <button type="button" onClick={() => void list.loadMore()} className={cx(footerClassName, 'hover:bg-gray-50 dark:hover:bg-gray-900')}>
          {t.COMMON.MORE}
        </button>
      ) : (
        <p className={footerClassName}>{t.COMMON.NO_MORE}</p>
      )}
    </div>
  )
}
