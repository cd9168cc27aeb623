import { useGlobal } from '@/components/site/context'
import type { PostSummary } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { CategoryChip } from '../list/CategoryChip'
import { SiteLink } from '../nav/SiteLink'

export interface PostMetaProps {
  post: PostSummary
  /** Also show the last edited day (post detail). */
  showLastEdited?: boolean
  showAuthor?: boolean
  showCategory?: boolean
  className?: string
}

/** The line under a post title: publish date, last edited date, author (linking to /about), category. */
export function PostMeta({ post, showLastEdited = false, showAuthor = false, showCategory = false, className }: PostMetaProps) {
  const { t, config } = useGlobal()
  const category = post.category[0]
  const edited = showLastEdited && Boolean(post.lastEditedDay)
  return (
    <div className={cx('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600 dark:text-gray-400', className)}>
      {showAuthor && (
        <SiteLink href="/about" className="hover:underline" aria-label={`${t.COMMON.AUTHOR}: ${config.AUTHOR}`}>
          {config.AUTHOR}
        </SiteLink>
      )}
      {post.publishDay && (
        <time dateTime={post.date.start_date} title={t.COMMON.PUBLISHED_ON}>
          {post.publishDay}
        </time>
      )}
      {edited && (
        <span>
          {t.COMMON.LAST_EDITED} <time>{post.lastEditedDay}</time>
        </span>
      )}
      {showCategory && category && <CategoryChip name={category} />}
    </div>
  )
}
