import type { ReactNode } from 'react'
import { Announcement } from '@/components/widgets/Announcement'
import { listScreens } from '@/components/list/ListScreens'
import { PostFeed } from '@/components/list/PostFeed'
import { Pagination } from '@/components/list/Pagination'
import { useHomeSitePosts } from '@/components/hooks/use-page-props'
import { useGlobal } from '@/components/site/context'
import type { LayoutPropsMap, Paging } from '@/lib/site/page-props'
import type { PostSummary } from '@/lib/site/types'
import { Directory, DirectoryCard, GRID } from './Directory'

const PAGE_LINK = 'rounded-full bg-white px-4 py-2 shadow-sm hover:text-black dark:bg-neutral-800 dark:hover:text-white'
const PANEL = 'rounded-2xl bg-white p-6 shadow-[0_0_1px_rgba(0,0,0,0.2)] dark:bg-neutral-800 dark:shadow-none'

const HEADING = 'mb-6 text-2xl font-bold'

/** The panel the archive and the indexes stand in. */
function Panel({ children }: { children: ReactNode }) {
  return <div className={PANEL}>{children}</div>
}

/** Cards without sections, and the pages of the list (or more as one scrolls). */
function CardList({ posts, paging, keyword }: { posts: readonly PostSummary[]; paging: Paging; keyword?: string }) {
  return (
    <PostFeed
      posts={posts}
      paging={paging}
      keyword={keyword}
      classNames={{ root: GRID, pagination: 'mt-8 text-sm', paginationItem: PAGE_LINK }}
      renderPost={(post) => <DirectoryCard post={post} />}
    />
  )
}

/**
 * Home: the announcement, then every post of the site as a link card, in sections by category.
 * Until the whole list has arrived it files the page's own posts; the home's later pages are cards.
 */
export function LayoutIndex({ posts, paging, sitePosts }: LayoutPropsMap['LayoutIndex']) {
  const { t, config } = useGlobal()
  // A site built with nav carries every post in the home's props; another theme's build (nav chosen
  // by ?theme=) reads them from the archive's.
  const all = useHomeSitePosts(sitePosts, paging.page === 1)
  const whole = paging.page === 1 && all !== null
  if (paging.page > 1) {
    return (
      <>
        <h1 className="sr-only">{`${config.TITLE} · ${t.COMMON.PAGE} ${paging.page}`}</h1>
        <CardList posts={posts} paging={paging} />
      </>
    )
  }
  return (
    <>
      <h1 className="sr-only">{config.TITLE}</h1>
      {/* Drawn plainly, as text above the directory: its heading is for screen readers only. */}
      <Announcement classNames={{ root: 'mb-8 text-base leading-relaxed', title: 'sr-only' }} />
      <Directory posts={whole ? all : posts} />
      {!whole && <Pagination paging={paging} classNames={{ root: 'mt-8 flex justify-between text-sm', link: PAGE_LINK }} />}
    </>
  )
}

/** A category or a tag: its cards, without sections. */
export function LayoutPostList({ posts, paging, category, tag }: LayoutPropsMap['LayoutPostList']) {
  const { t, config } = useGlobal()
  return (
    <>
      <h1 className={HEADING}>{category ? `# ${category}` : tag ? `${t.COMMON.TAG}: #${tag}` : `${config.TITLE} · ${t.COMMON.PAGE} ${paging.page}`}</h1>
      <CardList posts={posts} paging={paging} />
    </>
  )
}

export const { LayoutSearch, LayoutArchive, LayoutCategoryIndex, LayoutTagIndex, Layout404, LayoutSignIn, LayoutSignUp } = listScreens({
  List: CardList,
  classNames: { heading: HEADING },
  Frame: Panel,
  search: { classNames: { root: 'mb-8 max-w-xl', input: 'w-full rounded-full border border-gray-200 bg-white py-2 pl-9 pr-9 text-sm dark:border-neutral-700 dark:bg-neutral-800' } },
  archive: { classNames: { count: '-mt-4 mb-6 text-gray-600 dark:text-neutral-400' } },
  categories: { variant: 'rows', classNames: { chip: 'rounded-lg px-3 py-2 text-sm hover:bg-gray-50 dark:hover:bg-neutral-700' } },
  tags: { classNames: { chip: 'rounded-full px-3 py-1 text-xs' } },
  notFound: { classNames: { root: `${PANEL} flex flex-col items-center gap-4 py-24 text-center`, title: 'text-2xl font-bold' } },
  forms: { classNames: { root: 'py-12' } }
})
