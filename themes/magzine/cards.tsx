import type { ReactNode } from 'react'
import { PostCard, type PostCardMetaLine } from '@/components/list/PostCard'
import { SiteLink } from '@/components/nav/SiteLink'
import { useGlobal } from '@/components/site/context'
import type { PostSummary } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { CREAM, INNER, useMagzineConfig } from './use-magzine-config'

const CHIP = 'w-fit text-xs font-bold uppercase tracking-wide text-gray-700 underline-offset-4 hover:underline dark:text-gray-300'
const DATE = 'text-xs text-gray-600 dark:text-gray-400'
/** The category over a card's title: bold capitals, no chip, no icon. */
const CATEGORY: PostCardMetaLine = { fields: ['category'], classNames: { root: CHIP } }
/** The date under a card's text. */
const DAY: PostCardMetaLine = { fields: ['date'] }

/** A story card: a 16:9 cover (the site's when the post has none), the category, an xl title and the month (yyyy-MM). */
export function StoryCard({ post }: { post: PostSummary }) {
  const magzine = useMagzineConfig()
  const { site } = useGlobal()
  return (
    <PostCard
      post={post}
      fallbackCover={site.siteInfo.pageCover}
      layout={magzine.MAGZINE_POST_LIST_COVER ? 'stack' : 'text'}
      parts={[...(magzine.MAGZINE_POST_LIST_CATEGORY ? [CATEGORY] : []), 'title', { fields: [{ field: 'date', format: 'month' }] }]}
      headingLevel={3}
      classNames={{
        root: 'group h-full gap-3',
        coverLink: 'block aspect-video overflow-hidden bg-gray-100 dark:bg-neutral-800',
        cover: 'h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none',
        body: 'flex flex-col gap-2',
        title: 'text-xl font-semibold leading-snug',
        titleLink: 'underline-offset-4 hover:underline',
        meta: DATE
      }}
    />
  )
}

/** A text-only item under a thick rule: category, title, date. */
export function TextItem({ post }: { post: PostSummary }) {
  return (
    <PostCard
      post={post}
      layout="text"
      parts={[CATEGORY, 'title', DAY]}
      headingLevel={3}
      classNames={{ root: 'h-full gap-2 border-t-2 border-black pt-4 dark:border-white', body: 'flex flex-col gap-2', title: 'text-lg font-semibold leading-snug', titleLink: 'underline-offset-4 hover:underline', meta: DATE }}
    />
  )
}

/** A wide card beside the lead: text on the left, a 160px square image on the right. */
export function WideCard({ post }: { post: PostSummary }) {
  const magzine = useMagzineConfig()
  return (
    <PostCard
      post={post}
      layout="row"
      coverSide="right"
      parts={[CATEGORY, 'title', ...(magzine.MAGZINE_POST_LIST_PREVIEW ? (['summary'] as const) : []), DAY]}
      summaryLines={2}
      preview={magzine.MAGZINE_POST_LIST_PREVIEW}
      headingLevel={3}
      classNames={{
        root: 'gap-4 py-6 md:items-center',
        coverLink: 'block h-40 w-full shrink-0 overflow-hidden md:w-40',
        cover: 'h-full w-full object-cover',
        body: 'flex min-w-0 flex-1 flex-col gap-2',
        title: 'text-xl font-semibold leading-snug',
        titleLink: 'underline-offset-4 hover:underline',
        summary: 'text-sm text-gray-700 dark:text-gray-300',
        meta: DATE
      }}
    />
  )
}

/** Cards four to a row on wide screens; on phones a row that swipes sideways. */
export function CardRow({ children }: { children: ReactNode[] }) {
  return (
    <ul className="-mx-4 flex snap-x snap-mandatory gap-5 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:px-6 md:mx-0 md:grid md:grid-cols-2 md:overflow-visible md:px-0 lg:grid-cols-4">
      {children.map((child, index) => (
        <li key={index} className="w-64 shrink-0 snap-start md:w-auto">
          {child}
        </li>
      ))}
    </ul>
  )
}

/** A full-width band: a heading with an optional "view all" link, then its content. */
export function Band({ title, more, cream = false, big = false, children }: { title: string; more?: { href: string; label: string }; cream?: boolean; big?: boolean; children: ReactNode }) {
  return (
    <section className={cx('py-12', cream && CREAM)}>
      <div className={INNER}>
        <div className="mb-6 flex items-end justify-between gap-4">
          <h2 className={big ? 'text-4xl font-extrabold' : 'text-2xl font-bold'}>{title}</h2>
          {more && (
            <SiteLink href={more.href} className="shrink-0 font-semibold underline underline-offset-4 hover:no-underline">
              {more.label} →
            </SiteLink>
          )}
        </div>
        {children}
      </div>
    </section>
  )
}

/** The recommended band's cards, when there are any. */
export function RecommendedBand({ posts }: { posts: readonly PostSummary[] }) {
  const magzine = useMagzineConfig()
  if (posts.length === 0) return null
  return (
    <Band title={magzine.MAGZINE_RECOMMEND_POST_TITLE} cream big>
      <CardRow>{posts.map((post) => <StoryCard key={post.id} post={post} />)}</CardRow>
    </Band>
  )
}
