import { useGlobal } from '@/components/site/context'
import type { PostSummary } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { PostCard, type PostCardPart, type PostCardSlot } from './PostCard'
import { SiteLink } from '../nav/SiteLink'

export type LeadStorySlot = PostCardSlot | 'date'

export interface LeadStoryProps {
  post: PostSummary
  /** The summary under the title (a magazine's "preview"). */
  showSummary?: boolean
  /** The post's opening drawn as blocks in the summary's place, when the list carries it (PostCard's `preview`). */
  preview?: boolean
  /** The category chip and tag chips above the title. */
  showChips?: boolean
  headingLevel?: 2 | 3
  classNames?: Partial<Record<LeadStorySlot, string>>
}

const DEFAULTS: Partial<Record<LeadStorySlot, string>> = {
  root: 'group flex flex-col gap-4',
  coverLink: 'block h-80 overflow-hidden',
  cover: 'h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none',
  body: 'flex flex-col gap-3',
  category: 'w-fit rounded-full border border-current px-3 py-0.5 text-xs font-semibold',
  tags: 'flex flex-wrap gap-2',
  title: 'text-4xl font-bold leading-tight',
  titleLink: 'hover:underline',
  summary: 'text-lg text-gray-700 dark:text-gray-300',
  readMore: 'w-fit font-semibold underline-offset-4 hover:underline',
  date: 'text-sm text-gray-600 dark:text-gray-400'
}

/**
 * The lead story of a front page: a tall cover that zooms a little on hover (fetched first), the
 * category and tag chips, a large title, the summary, a "read the article" link and the date.
 * Each slot's classes replace the default.
 */
export function LeadStory({ post, showSummary = true, preview = false, showChips = true, headingLevel = 2, classNames = {} }: LeadStoryProps) {
  const { t } = useGlobal()
  const cls = (slot: LeadStorySlot) => classNames[slot] ?? DEFAULTS[slot]
  const parts: PostCardPart[] = [...(showChips ? (['category', 'tags'] as const) : []), 'title', ...(showSummary ? (['summary'] as const) : [])]
  const slots: PostCardSlot[] = ['root', 'coverLink', 'cover', 'body', 'title', 'titleLink', 'summary', 'tags', 'tag', 'category']
  return (
    <PostCard post={post} layout="stack" priority preview={preview} headingLevel={headingLevel} parts={parts} classNames={Object.fromEntries(slots.map((slot) => [slot, cls(slot)]))}>
      <SiteLink href={post.href} className={cx(cls('readMore'))}>
        {t.KIT.READ_ARTICLE} ›
      </SiteLink>
      <time dateTime={post.date.start_date || undefined} className={cls('date')}>
        {post.publishDay}
      </time>
    </PostCard>
  )
}
