import type { ReactNode } from 'react'
import { useGlobal } from '@/components/site/context'
import type { Paging } from '@/lib/site/page-props'
import type { PostSummary } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { InfinitePostList } from './InfinitePostList'
import { lazyPart } from '../loading/lazy-part'
import { NoResults } from '../search/NoResults'
import type { Slots } from '../slots'
import { Pagination } from './Pagination'
import type { PaginationNumberedProps } from './PaginationNumbered'

/** Its own chunk: a theme with previous / next links does not carry the numbered pagination. */
const PaginationNumbered = lazyPart(() => import('./PaginationNumbered').then((m) => m.PaginationNumbered))

export interface PostFeedProps {
  posts: readonly PostSummary[]
  paging: Paging
  /** The searched words, for "No results found." and for the cards to mark. */
  keyword?: string
  /** Draws one post: the theme's card. `index` counts from the list's first post. */
  renderPost: (post: PostSummary, index: number) => ReactNode
  /** `simple`: previous / next; `age`: newer / older posts; `numbered`: page buttons. */
  pagination?: 'simple' | 'age' | 'numbered'
  /** The numbered pagination's options (word labels, a go-to-page box, the slots beyond `classNames`'). */
  numbered?: Omit<PaginationNumberedProps, 'paging'>
  /**
   * `root`: the list's own box (a column, a grid, masonry columns); `pagination`: the pages' bar;
   * `paginationItem`: its links (simple) or items (numbered); `paginationCurrent`: the current page
   * (numbered); `more`: the growing list's 'More' / 'No More' footer; `noResults`: "No results found.".
   */
  classNames?: Slots<'root' | 'pagination' | 'paginationItem' | 'paginationCurrent' | 'more' | 'noResults'>
  /** Lays out the drawn posts (keyed, in order; `posts` are the posts they draw) instead of the `root` box: a masonry, say. */
  renderList?: (items: ReactNode[], posts: readonly PostSummary[]) => ReactNode
}

/**
 * A list of posts as every list screen shows it (home, page n, a category, a tag, search results):
 * "No results found." when empty; with POST_LIST_STYLE page the posts and the pagination; otherwise a
 * list that grows at the bottom (docs/behaviour.md §4).
 */
export function PostFeed({
  posts,
  paging,
  keyword,
  renderPost,
  pagination = 'simple',
  numbered = {},
  classNames = {},
  renderList
}: PostFeedProps) {
  const {
    root: className = 'flex flex-col gap-8',
    pagination: paginationClassName = 'mt-10',
    paginationItem: paginationItemClassName,
    paginationCurrent: paginationCurrentClassName,
    more: moreClassName,
    noResults: noResultsClassName
  } = classNames
  const { config } = useGlobal()
  if (posts.length === 0) return <NoResults keyword={keyword} className={noResultsClassName} />
  if (config.POST_LIST_STYLE !== 'page') {
    return (
      <InfinitePostList
        key={paging.basePath}
        posts={posts}
        paging={paging}
        renderPost={renderPost}
        classNames={{ root: className, footer: moreClassName }}
        renderList={renderList}
      />
    )
  }
  return (
    <>
      {renderList ? (
        renderList(
          posts.map((post, index) => <div key={post.id}>{renderPost(post, index)}</div>),
          posts
        )
      ) : (
        <div className={className}>
          {posts.map((post, index) => (
            <div key={post.id} className="contents">
              {renderPost(post, index)}
            </div>
          ))}
        </div>
      )}
      {pagination === 'numbered' ? (
        <PaginationNumbered
          {...numbered}
          paging={paging}
          classNames={{ root: cx(paginationClassName), item: paginationItemClassName, current: paginationCurrentClassName, ...numbered.classNames }}
        />
      ) : (
        <Pagination paging={paging} wording={pagination === 'age' ? 'age' : 'page'} classNames={{ root: paginationClassName, link: paginationItemClassName }} />
      )}
    </>
  )
}
