import { ArchiveList } from '@/components/list/ArchiveList'
import { CategoryList } from '@/components/list/CategoryList'
import { FolderIcon, SearchIcon, TagIcon } from '@/components/site/Icons'
import { ListTitle } from '@/components/list/ListTitle'
import { LazySignInForm } from '@/components/marketing/LazySignInForm'
import { LazySignUpForm } from '@/components/marketing/LazySignUpForm'
import { NotFound } from '@/components/site/NotFound'
import { SearchInput } from '@/components/search/SearchInput'
import { SidebarCard } from '@/components/widgets/SidebarCard'
import { TagList } from '@/components/list/TagList'
import { useGlobal } from '@/components/site/context'
import type { LayoutPropsMap } from '@/lib/site/page-props'
import { PostList } from './PostList'
import { CARD } from './styles'
import { useHexoConfig } from './use-hexo-config'

const TITLE = 'mb-4 flex items-center gap-2 text-xl font-bold'
const FOLDER_ROW = 'rounded-md px-3 py-2 hover:bg-indigo-500 hover:text-white dark:hover:bg-indigo-500'

export function LayoutIndex({ posts, paging }: LayoutPropsMap['LayoutIndex']) {
  const { config } = useGlobal()
  const hexo = useHexoConfig()
  return (
    <>
      {/* With the cover on, its title is the page's heading. */}
      {!hexo.HEXO_HOME_BANNER_ENABLE && <h1 className="sr-only">{config.TITLE}</h1>}
      <PostList posts={posts} paging={paging} />
    </>
  )
}

export function LayoutPostList({ posts, paging, category, tag }: LayoutPropsMap['LayoutPostList']) {
  return (
    <>
      <ListTitle category={category} tag={tag} paging={paging} classNames={{ root: `${CARD} mb-6 flex items-center gap-2 text-lg font-semibold`, icon: 'size-5 shrink-0 text-indigo-500' }} />
      <PostList posts={posts} paging={paging} />
    </>
  )
}

export function LayoutSearch({ keyword, posts, paging, site }: LayoutPropsMap['LayoutSearch']) {
  const { t } = useGlobal()
  return (
    <div className="flex flex-col gap-6">
      <div className={CARD}>
        <h1 className={TITLE}>
          <SearchIcon className="size-5 text-indigo-500" />
          {keyword ? t.COMMON.SEARCH_RESULTS : t.NAV.SEARCH}
        </h1>
        <SearchInput
          key={keyword}
          initialValue={keyword}
          classNames={{ input: 'w-full rounded-lg border border-gray-300 bg-white py-2.5 pl-9 pr-9 text-gray-900 placeholder-gray-500 focus:border-indigo-500 focus:outline-none dark:border-gray-600 dark:bg-black dark:text-gray-100 dark:placeholder-gray-400' }}
        />
      </div>
      {keyword ? (
        <PostList posts={posts} paging={paging} keyword={keyword} />
      ) : (
        <>
          <SidebarCard title={t.COMMON.CATEGORIES} icon={<FolderIcon className="size-5 text-indigo-500" />} classNames={{ root: CARD, title: TITLE }}>
            <CategoryList categories={site.categories} variant="rows" classNames={{ chip: FOLDER_ROW }} />
          </SidebarCard>
          <SidebarCard title={t.COMMON.TAGS} icon={<TagIcon className="size-5 text-indigo-500" />} classNames={{ root: CARD, title: TITLE }}>
            <TagList tags={site.tags} classNames={{ chip: 'rounded-md px-2.5 py-1 text-sm' }} />
          </SidebarCard>
        </>
      )}
    </div>
  )
}

export function LayoutArchive({ archive, total, paging }: LayoutPropsMap['LayoutArchive']) {
  const { t } = useGlobal()
  return (
    <div className={`${CARD} md:p-8`}>
      <h1 className={TITLE}>{t.NAV.ARCHIVE}</h1>
      <p className="-mt-2 mb-6 text-sm text-gray-600 dark:text-gray-400">
        {total} {t.COMMON.ARCHIVE_COUNT}
      </p>
      <ArchiveList
        archive={archive}
        paging={paging}
        classNames={{
          title: 'mb-3 text-lg font-semibold',
          list: 'flex flex-col',
          item: 'flex items-baseline gap-3 border-l-2 border-gray-200 py-1.5 pl-3 transition-all duration-200 hover:border-indigo-500 hover:pl-5 dark:border-gray-700 dark:hover:border-indigo-400 motion-reduce:transition-none',
          link: 'hover:text-indigo-600 dark:hover:text-indigo-300'
        }}
      />
    </div>
  )
}

export function LayoutCategoryIndex({ categories }: LayoutPropsMap['LayoutCategoryIndex']) {
  const { t } = useGlobal()
  return (
    <div className={CARD}>
      <h1 className={TITLE}>
        <FolderIcon className="size-5 text-indigo-500" />
        {t.COMMON.CATEGORIES}
      </h1>
      <CategoryList categories={categories} variant="rows" classNames={{ chip: FOLDER_ROW }} />
    </div>
  )
}

export function LayoutTagIndex({ tags }: LayoutPropsMap['LayoutTagIndex']) {
  const { t } = useGlobal()
  return (
    <div className={CARD}>
      <h1 className={TITLE}>
        <TagIcon className="size-5 text-indigo-500" />
        {t.COMMON.TAGS}
      </h1>
      <TagList tags={tags} showCount classNames={{ chip: 'rounded-md px-2.5 py-1 text-sm' }} />
    </div>
  )
}

export function Layout404(_props: LayoutPropsMap['Layout404']) {
  const hexo = useHexoConfig()
  return (
    <NotFound
      redirectSeconds={hexo.HEXO_404_REDIRECT_SECONDS}
      badge="code"
      classNames={{
        badge: 'mb-2 text-6xl font-black text-indigo-500',
        root: `${CARD} flex flex-col items-center py-20 text-center`,
        title: 'mb-4 text-3xl font-bold'
      }}
    />
  )
}

export function LayoutSignIn(_props: LayoutPropsMap['LayoutSignIn']) {
  return <LazySignInForm classNames={{ root: `${CARD} py-12` }} />
}

export function LayoutSignUp(_props: LayoutPropsMap['LayoutSignUp']) {
  return <LazySignUpForm classNames={{ root: `${CARD} py-12` }} />
}
