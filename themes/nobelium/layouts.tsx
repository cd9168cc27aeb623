import { Announcement } from '@/components/widgets/Announcement'
import { listScreens } from '@/components/list/ListScreens'
import { PostFilter } from '@/components/list/PostFilter'
import { SearchInput } from '@/components/search/SearchInput'
import { TagStrip } from '@/components/list/TagStrip'
import { useGlobal } from '@/components/site/context'
import type { PostListPageProps, SearchPageProps } from '@/lib/site/page-props'
import { PostList } from './PostList'

/** Nobelium's inputs: square, black-bordered. */
const BOX = 'w-full border border-black bg-white px-4 py-2 text-black placeholder-gray-600 focus:outline-none focus:ring-1 focus:ring-black dark:border-gray-400 dark:bg-gray-900 dark:text-white dark:placeholder-gray-300 dark:focus:ring-gray-300'
const SMALL_CAPS = 'mb-3 text-sm font-medium uppercase tracking-wider text-gray-600 dark:text-gray-400'

const screens = listScreens({
  List: PostList,
  classNames: { heading: 'mb-8 text-2xl font-bold text-black dark:text-gray-100' },
  homeIntro: <Announcement classNames={{ root: 'mb-12 border-l-2 border-gray-200 pl-4 text-gray-700 dark:border-gray-700 dark:text-gray-400', title: 'sr-only' }} />,
  search: { hiddenHeading: true, classNames: { input: `${BOX} pl-9 pr-9`, overview: 'mt-10', overviewHeading: SMALL_CAPS } },
  archive: { classNames: { title: SMALL_CAPS, item: 'flex items-baseline gap-4 py-1', link: 'text-black hover:underline dark:text-gray-100' } },
  categories: { variant: 'rows', classNames: { chip: 'text-black hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-900' } },
  tags: { classNames: { chip: 'px-3 py-1 text-sm' } },
  notFound: { classNames: { root: 'py-24 text-center', title: 'mb-6 text-2xl font-bold text-black dark:text-gray-100' } },
  forms: { classNames: { root: 'py-12' } }
})

export const { LayoutIndex, LayoutArchive, LayoutCategoryIndex, LayoutTagIndex, Layout404, LayoutSignIn, LayoutSignUp } = screens

/** A tag's posts: a box that filters them as you type and the strip of tags; a category's posts or page n as the kit draws them. */
export function LayoutPostList(props: PostListPageProps) {
  const { t } = useGlobal()
  const { tag, posts, paging, site } = props
  if (!tag) return <screens.LayoutPostList {...props} />
  return (
    <>
      <h1 className="sr-only">{`${t.COMMON.TAG}: #${tag}`}</h1>
      <PostFilter posts={posts} placeholder={t.KIT.FILTER_IN.replace('{name}', `#${tag}`)} classNames={{ input: BOX }}>
        {(shown) => (
          <>
            <TagStrip tags={site.tags} current={tag} classNames={{ root: 'mb-10 mt-4' }} />
            <PostList posts={shown} paging={paging} />
          </>
        )}
      </PostFilter>
    </>
  )
}

/** Search: the box, then the tag strip over the results with the words marked; before any search, the tags and categories. */
export function LayoutSearch(props: SearchPageProps) {
  const { t } = useGlobal()
  const { keyword, posts, paging, site } = props
  if (!keyword) return <screens.LayoutSearch {...props} />
  return (
    <>
      <h1 className="sr-only">{t.COMMON.SEARCH_RESULTS}</h1>
      <SearchInput key={keyword} initialValue={keyword} classNames={{ input: `${BOX} pl-9 pr-9` }} />
      <TagStrip tags={site.tags} classNames={{ root: 'mb-10 mt-4' }} />
      <PostList posts={posts} paging={paging} keyword={keyword} />
    </>
  )
}
