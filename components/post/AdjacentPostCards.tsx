import { useGlobal } from '@/components/site/context'
import type { PostLink } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { CoverPlaceholder } from '../media/CoverPlaceholder'
import { PostCover } from '../media/PostCover'
import { SiteLink } from '../nav/SiteLink'

export type AdjacentPostCardsSlot = 'root' | 'card' | 'cover' | 'shade' | 'label' | 'title'

export interface AdjacentPostCardsProps {
  prev: PostLink | null
  next: PostLink | null
  /** The image of a neighbour without a cover (the site's cover); none draws a coloured stand-in. */
  fallbackCover?: string
  classNames?: Partial<Record<AdjacentPostCardsSlot, string>>
}

/**
 * The previous and next posts as two picture cards side by side (matery): each its cover (or a
 * stand-in) under a dark shade, with "Previous post" or "Next post" over its title. Nothing when
 * there are neither; a missing side leaves its half empty.
 */
export function AdjacentPostCards({ prev, next, fallbackCover = '', classNames = {} }: AdjacentPostCardsProps) {
  const { t } = useGlobal()
  if (!prev && !next) return null
  const card = (post: PostLink | null, rel: 'prev' | 'next') => {
    if (!post) return <span />
    const image = post.pageCoverThumbnail || fallbackCover
    const label = rel === 'prev' ? t.COMMON.PREV_POST : t.COMMON.NEXT_POST
    return (
      <SiteLink href={post.href} rel={rel} className={cx('group relative isolate flex min-h-40 flex-col justify-end overflow-hidden bg-gray-900 p-4 text-white', classNames.card)}>
        {image ? (
          <PostCover src={image} className={cx('absolute inset-0 -z-20 h-full w-full object-cover', classNames.cover)} />
        ) : (
          <CoverPlaceholder seed={post.title} icon={post.pageIcon} className={cx('absolute inset-0 -z-20 h-full w-full', classNames.cover)} />
        )}
        <span aria-hidden="true" className={cx('absolute inset-0 -z-10 bg-gradient-to-t from-black/80 via-black/40 to-black/10', classNames.shade)} />
        <span className={cx('text-xs uppercase tracking-wider', classNames.label)}>
          {rel === 'prev' && <span aria-hidden="true">← </span>}
          {label}
          {rel === 'next' && <span aria-hidden="true"> →</span>}
          <span className="sr-only">: </span>
        </span>
        <span className={cx('line-clamp-2 text-lg font-semibold', classNames.title)}>{post.title}</span>
      </SiteLink>
    )
  }
  return (
    <nav aria-label={`${t.COMMON.PREV_POST} / ${t.COMMON.NEXT_POST}`} className={cx('grid gap-4 sm:grid-cols-2', classNames.root)}>
      {card(prev, 'prev')}
      {card(next, 'next')}
    </nav>
  )
}
