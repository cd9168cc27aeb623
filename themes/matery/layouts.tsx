import { Announcement } from '@/components/widgets/Announcement'
import { CategoryList } from '@/components/list/CategoryList'
import { FolderIcon, SearchIcon, TagIcon } from '@/components/site/Icons'
import { ArchiveScreen, CategoryIndexScreen, TagIndexScreen } from '@/components/list/IndexScreens'
import { LazySignInForm } from '@/components/marketing/LazySignInForm'
import { LazySignUpForm } from '@/components/marketing/LazySignUpForm'
import { ListTitle } from '@/components/list/ListTitle'
import { NotFound } from '@/components/site/NotFound'
import { SearchScreen } from '@/components/search/SearchScreen'
import { TagList } from '@/components/list/TagList'
import { useGlobal } from '@/components/site/context'
import type { LayoutPropsMap } from '@/lib/site/page-props'
import { cx } from '@/components/cx'
import { PostGrid } from './PostGrid'
import { CARD, CARD_TITLE, FOLDER, PILL } from './styles'
import { useMateryConfig } from './use-matery-config'

const ICON = 'size-5 text-indigo-700 dark:text-indigo-300'

/** Home: the announcement card (when there is a notice), then the grid of picture cards. */
export function LayoutIndex({ posts, paging }: LayoutPropsMap['LayoutIndex']) {
  const { config } = useGlobal()
  const matery = useMateryConfig()
  return (
    <>
      {!matery.MATERY_HOME_BANNER_ENABLE && <h1 className="sr-only">{config.TITLE}</h1>}
      <Announcement classNames={{ root: cx(CARD, 'mb-6'), title: "mb-3 flex items-center gap-2 font-semibold before:content-['📢']" }} />
      <PostGrid posts={posts} paging={paging} />
    </>
  )
}

/**
 * A category's or a tag's cards under a card that places it among its siblings: every category as
 * a folder link (the current one filled), or every tag as an indigo pill.
 */
export function LayoutPostList({ posts, paging, category, tag, site }: LayoutPropsMap['LayoutPostList']) {
  return (
    <>
      <div className={cx(CARD, 'mb-6', !category && !tag && 'sr-only')}>
        <ListTitle category={category} tag={tag} paging={paging} classNames={{ root: CARD_TITLE, icon: ICON }} />
        {category && (
          <CategoryList
            categories={site.categories}
            current={category}
            classNames={{ root: 'flex-row flex-wrap justify-center gap-2', chip: FOLDER, current: 'bg-indigo-700 text-white' }}
          />
        )}
        {tag && <TagList tags={site.tags} classNames={{ root: 'justify-center', chip: PILL }} />}
      </div>
      <PostGrid posts={posts} paging={paging} />
    </>
  )
}

export function LayoutSearch({ keyword, posts, paging, site }: LayoutPropsMap['LayoutSearch']) {
  return (
    <SearchScreen
      keyword={keyword}
      categories={site.categories}
      tags={site.tags}
      results={<PostGrid posts={posts} paging={paging} keyword={keyword} />}
      icons={{ search: <SearchIcon className={ICON} />, categories: <FolderIcon className={ICON} />, tags: <TagIcon className={ICON} /> }}
      classNames={{
        card: CARD,
        heading: CARD_TITLE,
        input:
          'w-full rounded-full border border-gray-300 bg-white py-3 pl-10 pr-10 text-gray-900 placeholder-gray-500 focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-200 dark:border-gray-600 dark:bg-black dark:text-gray-100 dark:placeholder-gray-400 dark:focus:ring-indigo-900',
        categories: 'justify-center',
        category: FOLDER,
        tags: 'justify-center',
        tag: PILL
      }}
    />
  )
}

export function LayoutArchive({ archive, paging }: LayoutPropsMap['LayoutArchive']) {
  return (
    <div className={cx(CARD, 'mx-auto w-full max-w-4xl md:p-10')}>
      <ArchiveScreen
        archive={archive}
        paging={paging}
        classNames={{
          heading: 'mb-6 text-2xl font-semibold',
          root: 'flex flex-col gap-6',
          title: 'mb-2 text-lg font-semibold text-indigo-700 dark:text-indigo-300',
          list: 'flex flex-col',
          item: 'flex items-baseline gap-3 border-l-2 border-gray-200 py-1.5 pl-3 transition-all duration-200 hover:border-indigo-700 hover:pl-5 dark:border-gray-700 dark:hover:border-indigo-300 motion-reduce:transition-none',
          link: 'hover:text-indigo-700 dark:hover:text-indigo-300'
        }}
      />
    </div>
  )
}

export function LayoutCategoryIndex({ categories }: LayoutPropsMap['LayoutCategoryIndex']) {
  return (
    <div className={cx(CARD, 'text-center')}>
      <CategoryIndexScreen categories={categories} classNames={{ root: 'flex-row flex-wrap justify-center gap-3', chip: FOLDER, heading: cx(CARD_TITLE, 'justify-center') }} />
    </div>
  )
}

export function LayoutTagIndex({ tags }: LayoutPropsMap['LayoutTagIndex']) {
  return (
    <div className={cx(CARD, 'text-center')}>
      <TagIndexScreen tags={tags} classNames={{ root: 'justify-center', chip: PILL, heading: cx(CARD_TITLE, 'justify-center before:content-["🏷"]') }} />
    </div>
  )
}

export function Layout404(_props: LayoutPropsMap['Layout404']) {
  const matery = useMateryConfig()
  return (
    <NotFound
      redirectSeconds={matery.MATERY_404_REDIRECT_SECONDS}
      badge="code"
      classNames={{
        badge: 'mb-3 text-7xl font-light text-indigo-700 dark:text-indigo-300',
        root: cx(CARD, 'flex flex-col items-center py-20 text-center'),
        title: 'mb-4 text-2xl font-semibold'
      }}
    />
  )
}

export function LayoutSignIn(_props: LayoutPropsMap['LayoutSignIn']) {
  return <LazySignInForm classNames={{ root: cx(CARD, 'mx-auto w-full max-w-xl py-12') }} />
}

export function LayoutSignUp(_props: LayoutPropsMap['LayoutSignUp']) {
  return <LazySignUpForm classNames={{ root: cx(CARD, 'mx-auto w-full max-w-xl py-12') }} />
}
