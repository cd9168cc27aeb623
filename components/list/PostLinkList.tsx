import type { PostLink } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { PostCover } from '../media/PostCover'
import { SiteLink } from '../nav/SiteLink'
import type { Slots } from '../slots'

export interface PostLinkListProps {
  posts: readonly PostLink[]
  showDate?: boolean
  /** A small cover before each title (latest-posts cards). */
  showThumbnail?: boolean
  /** `root`: the list; `item`: each row; `link`: each title; `thumbnail`: the small cover; `date`: the date. */
  classNames?: Slots<'root' | 'item' | 'link' | 'thumbnail' | 'date'>
}

/** Posts as a list of dated title links: archives, recommendations, latest posts. */
export function PostLinkList({ posts, showDate = true, showThumbnail = false, classNames = {} }: PostLinkListProps) {
  const {
    root: className = 'flex flex-col gap-2',
    item: itemClassName = 'flex items-baseline gap-3',
    link: linkClassName = 'hover:underline',
    thumbnail: thumbnailClassName = 'h-12 w-16 rounded object-cover',
    date: dateClassName = 'shrink-0 text-sm tabular-nums text-gray-600 dark:text-gray-400'
  } = classNames
  if (posts.length === 0) return null
  return (
    <ul className={className}>
      {posts.map((post) => (
        <li key={post.id} className={itemClassName}>
          {showThumbnail && post.pageCoverThumbnail && (
            <SiteLink href={post.href} tabIndex={-1} aria-hidden="true" className="shrink-0">
              <PostCover src={post.pageCoverThumbnail} width={64} height={48} className={thumbnailClassName} />
            </SiteLink>
          )}
          {showThumbnail ? (
            <div className="flex min-w-0 flex-col">
              <SiteLink href={post.href} className={cx('min-w-0', linkClassName)}>
                {post.title}
              </SiteLink>
              {showDate && (
                <time dateTime={post.date.start_date} className={dateClassName}>
                  {post.publishDay}
                </time>
              )}
            </div>
          ) : (
            <>
              {showDate && (
                <time dateTime={post.date.start_date} className={dateClassName}>
                  {post.publishDay}
                </time>
              )}
              <SiteLink href={post.href} className={cx('min-w-0', linkClassName)}>
                {post.title}
              </SiteLink>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}
