import type { ReactNode } from 'react'
import { Announcement } from '@/components/widgets/Announcement'
import { SearchIcon } from '@/components/site/Icons'
import { ListTitle } from '@/components/list/ListTitle'
import { listScreens } from '@/components/list/ListScreens'
import { NotFound } from '@/components/site/NotFound'
import { useGlobal } from '@/components/site/context'
import type { LayoutPropsMap } from '@/lib/site/page-props'
import { PostList } from './PostList'
import { useNextConfig } from './use-next-config'
import { PANEL } from './RightAside'

const PAGE_PANEL = 'bg-white px-6 py-8 shadow-md sm:px-10 dark:bg-[#101414]'
const HEADING = 'mb-6 font-serif text-2xl'

/** The white panel the text screens stand in. */
function Panel({ children }: { children: ReactNode }) {
  return <div className={PAGE_PANEL}>{children}</div>
}

const screens = listScreens({
  List: PostList,
  classNames: { heading: HEADING },
  Frame: Panel,
  framed: ['search', 'archive', 'categories', 'tags'],
  // The right column carries the announcement on wide screens.
  homeIntro: <Announcement classNames={{ root: `${PANEL} mb-4 xl:hidden`, title: 'mb-2 font-semibold' }} />,
  search: { classNames: { root: 'mb-8', overviewHeading: 'mb-3 font-serif text-lg' } },
  archive: {
    byYear: true,
    classNames: {
      count: '-mt-4 mb-6 text-sm text-gray-600 dark:text-gray-400',
      year: 'font-serif text-2xl',
      title: 'mb-2 text-base font-semibold text-gray-700 dark:text-gray-300',
      list: 'flex flex-col gap-1',
      item: 'flex items-baseline gap-3 border-l-2 border-gray-300 py-1 pl-3 transition-all hover:border-gray-800 hover:pl-4 dark:border-gray-700 dark:hover:border-gray-200 motion-reduce:transition-none',
      link: 'hover:text-[#4e80ee]'
    }
  },
  categories: { variant: 'rows', classNames: { chip: 'hover:bg-gray-100 dark:hover:bg-gray-800' } },
  tags: { classNames: { chip: 'rounded-sm px-2.5 py-1 text-sm' } },
  forms: { classNames: { root: PAGE_PANEL } }
})

export const { LayoutIndex, LayoutArchive, LayoutCategoryIndex, LayoutTagIndex, LayoutSignIn, LayoutSignUp } = screens

/** A category's or a tag's posts under a white bar with its icon. */
export function LayoutPostList({ posts, paging, category, tag }: LayoutPropsMap['LayoutPostList']) {
  return (
    <>
      <ListTitle category={category} tag={tag} paging={paging} classNames={{ root: 'mb-4 flex items-center gap-2 bg-white px-6 py-4 text-lg shadow-md sm:mb-6 dark:bg-[#101414]' }} />
      <PostList posts={posts} paging={paging} />
    </>
  )
}

/** Search: before any search the kit's panel; the results under a sticky bar counting them. */
export function LayoutSearch(props: LayoutPropsMap['LayoutSearch']) {
  const { t } = useGlobal()
  const { keyword, posts, paging } = props
  if (!keyword) return <screens.LayoutSearch {...props} />
  return (
    <>
      <h1 className="sticky top-0 z-20 mb-4 flex items-center gap-2 bg-white px-6 py-4 shadow-md sm:mb-6 dark:bg-[#101414]">
        <SearchIcon className="size-5 shrink-0" />
        {t.KIT.RESULTS_FOR.replace('{count}', String(paging.total)).replace('{keyword}', keyword)}
      </h1>
      <PostList posts={posts} paging={paging} keyword={keyword} />
    </>
  )
}

export function Layout404(_props: LayoutPropsMap['Layout404']) {
  const next = useNextConfig()
  return (
    <NotFound
      redirectSeconds={next.NEXT_404_REDIRECT_SECONDS}
      badge="spinner"
      classNames={{
        badge: 'mb-4 size-10 animate-spin rounded-full border-4 border-gray-300 border-t-gray-800 dark:border-gray-700 dark:border-t-gray-200',
        root: `${PAGE_PANEL} flex flex-col items-center gap-2 py-24 text-center`,
        title: 'font-serif text-3xl'
      }}
    />
  )
}
