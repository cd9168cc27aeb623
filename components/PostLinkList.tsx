import type { PostLink } from '@/lib/site/types'
import { cx } from '@/lib/ui/cx'
import { SiteLink } from './SiteLink'

export interface PostLinkListProps {
  posts: readonly PostLink[]
  className?: string
  itemClassName?: string
  linkClassName?: string
  showDate?: boolean
}

/** Posts as a list of dated title links: archives, recommendations, latest posts. */
export function PostLinkList({
  posts,
  className = 'flex flex-col gap-2',
  itemClassName = 'flex items-baseline gap-3',
  linkClassName = 'hover:underline',
  showDate = true
}: PostLinkListProps) {
  if (posts.length === 0) return null
  return (
    <ul className={className}>
      {posts.map((post) => (
        <li key={post.id} className={itemClassName}>
          {showDate && (
            <time dateTime={post.date.start_date} className="shrink-0 text-sm tabular-nums text-gray-600 dark:text-gray-400">
              {post.publishDay}
            </time>
          )}
          <SiteLink href={post.href} className={cx('min-w-0', linkClassName)}>
            {post.title}
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}
