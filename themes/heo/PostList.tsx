import { PostCard, type PostCardPart } from '@/components/list/PostCard'
import { PostFeed } from '@/components/list/PostFeed'
import { SiteLink } from '@/components/nav/SiteLink'
import { StaticCategoryList } from '@/components/list/StaticCategoryList'
import { useGlobal } from '@/components/site/context'
import type { Paging } from '@/lib/site/page-props'
import type { PostSummary } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { CARD } from './styles'
import { useHeoConfig } from './use-heo-config'

/** A bordered page button of the pagination, indigo (amber in dark mode) under the pointer. */
const PAGE_BUTTON = 'items-center justify-center rounded-lg border border-gray-200 bg-white text-sm font-semibold hover:border-indigo-600 hover:bg-indigo-600 hover:text-white dark:border-neutral-700 dark:bg-[#1e1e1e] dark:hover:border-yellow-600 dark:hover:bg-yellow-600 dark:hover:text-black'

/** The pagination arrows' and words' slide, still for visitors who ask for less motion. */
const SLIDE = 'transition duration-300 motion-reduce:transition-none'

const PILL = 'whitespace-nowrap rounded-lg px-3 py-1 text-sm font-semibold hover:bg-indigo-600 hover:text-white dark:hover:bg-yellow-600 dark:hover:text-black'

/** The 48px bar over a list: Home and each category as pills scrolling sideways, then a bold link to every category. */
export function CategoryBar({ current = null, bare = false }: { current?: string | null; bare?: boolean }) {
  const { site, t } = useGlobal()
  return (
    <nav aria-label={t.COMMON.CATEGORIES} className={cx(!bare && CARD, 'flex h-12 items-center gap-2 px-3')}>
      <div className="flex min-w-0 flex-1 items-center gap-1 overflow-x-auto [scrollbar-width:none]">
        <SiteLink href="/" aria-current={current === null ? 'page' : undefined} className={cx(PILL, current === null && 'bg-indigo-600 text-white dark:bg-yellow-600 dark:text-black')}>
          {t.NAV.HOME}
        </SiteLink>
        <StaticCategoryList
          categories={site.categories}
          current={current}
          showCount={false}
          classNames={{ root: '!flex-nowrap gap-1', chip: PILL, current: 'bg-indigo-600 text-white dark:bg-yellow-600 dark:text-black' }}
        />
      </div>
      <SiteLink href="/category" className="shrink-0 text-sm font-extrabold hover:text-indigo-600 dark:hover:text-yellow-500">
        {t.COMMON.CATEGORIES}
      </SiteLink>
    </nav>
  )
}

/**
 * heo's post cards: white, rounded, bordered (indigo on hover); the cover on the left (5/12) from
 * md, on top on phones; two columns of tall cards on 2xl with HEO_HOME_POST_TWO_COLS. Numbered pages below.
 */
export function PostList({ posts, paging, keyword }: { posts: readonly PostSummary[]; paging: Paging; keyword?: string }) {
  const { site } = useGlobal()
  const heo = useHeoConfig()
  const twoCols = heo.HEO_HOME_POST_TWO_COLS
  // heo's card has no date: a small category link over the title, the tags as "#name" under the summary.
  const parts: PostCardPart[] = [
    { fields: ['category'] },
    'title',
    ...(heo.HEO_POST_LIST_SUMMARY || heo.HEO_POST_LIST_PREVIEW || keyword ? (['summary'] as const) : []),
    { fields: [{ field: 'tags', prefix: '# ' }], classNames: { root: 'text-sm', item: 'flex flex-wrap gap-x-3 gap-y-1', tag: 'rounded-md px-1.5 py-0.5 text-gray-800 hover:bg-indigo-600 hover:text-white dark:text-gray-200 dark:hover:bg-yellow-600 dark:hover:text-black' } }
  ]
  return (
    <PostFeed
      posts={posts}
      paging={paging}
      keyword={keyword}
      classNames={{
        root: cx('grid gap-4', twoCols && '2xl:grid-cols-2'),
        pagination: 'mt-8 flex-nowrap! gap-2',
        paginationItem: `hidden md:flex ${PAGE_BUTTON} h-10 min-w-10 px-3 aria-[current=page]:border-indigo-600 aria-[current=page]:bg-indigo-600 aria-[current=page]:text-white dark:aria-[current=page]:border-yellow-600 dark:aria-[current=page]:bg-yellow-600 dark:aria-[current=page]:text-black`,
        paginationCurrent: '',
        more: cx(CARD, 'my-6 block w-full py-3 text-center font-semibold'),
        noResults: cx(CARD, 'p-8 text-center')
      }}
      pagination="numbered"
      numbered={{
        labels: true,
        jump: true,
        classNames: {
          gap: 'hidden px-1 md:inline',
          // Phones: two big 56px buttons. Wider: 96px ones whose arrow slides aside as the word slides in.
          step: `group relative flex h-14 flex-1 gap-1 overflow-hidden rounded-xl md:h-10 md:w-24 md:flex-none md:rounded-lg ${PAGE_BUTTON}`,
          arrow: `size-4 ${SLIDE} md:absolute md:group-hover:-translate-x-8 md:group-hover:opacity-0 md:group-[[rel=next]]:group-hover:translate-x-8`,
          label: `${SLIDE} md:translate-y-6 md:opacity-0 md:group-hover:translate-y-0 md:group-hover:opacity-100`,
          jump: 'hidden md:flex',
          jumpInput: 'h-10 w-12 rounded-lg border border-gray-200 bg-white px-2 text-center text-sm transition-[width] [appearance:textfield] hover:w-20 focus:w-20 focus:border-indigo-600 focus:outline-none motion-reduce:transition-none dark:border-neutral-700 dark:bg-[#1e1e1e] dark:focus:border-yellow-600 [&::-webkit-inner-spin-button]:appearance-none',
          jumpButton: `${PAGE_BUTTON} h-10 px-3`
        }
      }}
      renderPost={(post, index) => (
        <PostCard
          post={post}
          layout={heo.HEO_POST_LIST_COVER ? 'row' : 'text'}
          coverSide="left"
          fallbackCover={heo.HEO_POST_LIST_COVER_DEFAULT ? site.siteInfo.pageCover : ''}
          parts={parts}
          keyword={keyword}
          priority={index === 0}
          reveal
          summaryLines={2}
          preview={heo.HEO_POST_LIST_PREVIEW}
          classNames={{
            root: cx(
              CARD,
              'group h-[23rem] overflow-hidden md:h-52',
              twoCols && '2xl:h-96 2xl:flex-col',
              heo.HEO_POST_LIST_COVER_HOVER_ENLARGE && 'transition hover:scale-[1.02] motion-reduce:transition-none'
            ),
            coverLink: cx('h-48 md:h-full md:w-5/12', twoCols && '2xl:h-52 2xl:w-full'),
            cover: 'transition duration-500 group-hover:scale-105 group-hover:brightness-75 motion-reduce:transition-none',
            body: 'flex-1 justify-center gap-2 p-5 md:px-7',
            meta: 'text-xs text-gray-600 dark:text-gray-400 [&_a]:hover:text-indigo-600 dark:[&_a]:hover:text-yellow-500',
            title: 'line-clamp-2 text-xl font-extrabold leading-snug',
            titleLink: 'group-hover:text-indigo-600 dark:group-hover:text-yellow-500',
            summary: 'text-sm font-light text-gray-700 dark:text-gray-300'
          }}
        />
      )}
    />
  )
}
