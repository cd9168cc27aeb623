import type { ReactNode } from 'react'
import { ArchiveList } from '@/components/list/ArchiveList'
import { CategoryList } from '@/components/list/CategoryList'
import { FolderIcon, TagIcon } from '@/components/site/Icons'
import { LazySignInForm } from '@/components/marketing/LazySignInForm'
import { LazySignUpForm } from '@/components/marketing/LazySignUpForm'
import { NotFound } from '@/components/site/NotFound'
import { RecentlyPlayed } from '@/components/widgets/RecentlyPlayed'
import { SearchInput } from '@/components/search/SearchInput'
import { TagList } from '@/components/list/TagList'
import { TaxonomyOverview } from '@/components/list/TaxonomyOverview'
import { useGlobal } from '@/components/site/context'
import type { Dictionary } from '@/lib/i18n'
import type { LayoutPropsMap as Screens } from '@/lib/site/page-props'
import { GameWall } from './GameWall'

const PANEL = 'rounded-2xl bg-white p-5 shadow-md dark:bg-[#101414]'

/** A list's header: "Tags: x" or "Category: x" with its icon, or the screen's name. */
function ListHeader({ icon, children, sr = false }: { icon?: ReactNode; children: ReactNode; sr?: boolean }) {
  return (
    <h1 className={sr ? 'sr-only' : 'mb-4 flex items-center gap-2 text-2xl font-bold'}>
      {icon}
      {children}
    </h1>
  )
}

/** Home: what this browser played lately, then the wall of games. */
export function LayoutIndex({ posts, paging }: Screens['LayoutIndex']) {
  const { config } = useGlobal()
  return (
    <>
      <ListHeader sr>{config.TITLE}</ListHeader>
      <RecentlyPlayed
        classNames={{
          root: `${PANEL} mb-4`,
          title: 'mb-3 text-lg font-bold',
          tile: 'relative block size-28 overflow-hidden rounded-lg bg-gray-800 shadow-md',
          badge: 'bg-white text-gray-900 hover:bg-red-600 hover:text-white focus-visible:bg-red-600 focus-visible:text-white'
        }}
      />
      <GameWall posts={posts} paging={paging} />
    </>
  )
}

export function LayoutPostList({ posts, paging, category, tag }: Screens['LayoutPostList']) {
  const { t, config } = useGlobal()
  return (
    <>
      {category ? (
        <ListHeader icon={<FolderIcon className="size-6" />}>{`${t.COMMON.CATEGORY}: ${category}`}</ListHeader>
      ) : tag ? (
        <ListHeader icon={<TagIcon className="size-6" />}>{`${t.COMMON.TAGS}: ${tag}`}</ListHeader>
      ) : (
        <ListHeader sr>{`${config.TITLE} · ${t.COMMON.PAGE} ${paging.page}`}</ListHeader>
      )}
      <GameWall posts={posts} paging={paging} />
    </>
  )
}

/** Search: the box in a panel, then the matching games, or the tags and categories before a search. */
export function LayoutSearch({ keyword, posts, paging, site }: Screens['LayoutSearch']) {
  const { t } = useGlobal()
  const searched = keyword !== ''
  return (
    <>
      <div className={`${PANEL} mb-4 flex flex-col gap-3`}>
        <h1 className="text-2xl font-bold">{searched ? t.COMMON.SEARCH_RESULTS : t.NAV.SEARCH}</h1>
        <SearchInput key={keyword} initialValue={keyword} classNames={{ root: 'max-w-xl' }} />
      </div>
      {searched ? <GameWall posts={posts} paging={paging} keyword={keyword} /> : <TaxonomyOverview tags={site.tags} categories={site.categories} classNames={{ root: PANEL }} />}
    </>
  )
}

export function LayoutArchive({ archive, paging }: Screens['LayoutArchive']) {
  const { t } = useGlobal()
  return (
    <div className={PANEL}>
      <ListHeader>{t.NAV.ARCHIVE}</ListHeader>
      <ArchiveList
        archive={archive}
        paging={paging}
        classNames={{
          item: 'flex flex-wrap items-baseline gap-x-3 border-l-4 border-gray-200 py-1 pl-3 transition-[border-color,padding] hover:border-green-600 hover:pl-5 motion-reduce:transition-none dark:border-neutral-700',
          link: 'hover:underline',
          title: 'mb-2 text-lg font-bold'
        }}
      />
    </div>
  )
}

/** An index screen: its name over the list, the texts picked from `t` by `title`. */
function IndexScreen({ title, children }: { title: (t: Dictionary) => string; children: ReactNode }) {
  const { t } = useGlobal()
  return (
    <section className="flex flex-col">
      <ListHeader>{title(t)}</ListHeader>
      {children}
    </section>
  )
}

/** Categories as white rounded pills with their counts. */
export const LayoutCategoryIndex = ({ categories }: Screens['LayoutCategoryIndex']) => (
  <IndexScreen title={(t) => t.COMMON.CATEGORIES}>
    <CategoryList categories={categories} classNames={{ chip: 'rounded-full bg-white px-4 py-2 font-semibold shadow-md hover:bg-green-700 hover:text-white dark:bg-[#101414]' }} />
  </IndexScreen>
)

/** Tags as white rounded chips with their counts, grey on hover. */
export const LayoutTagIndex = ({ tags }: Screens['LayoutTagIndex']) => (
  <IndexScreen title={(t) => t.COMMON.TAGS}>
    <TagList tags={tags} showCount classNames={{ root: 'flex flex-wrap gap-3', chip: 'rounded-xl px-3 py-2 text-sm shadow-md hover:bg-gray-200 dark:hover:bg-neutral-700' }} />
  </IndexScreen>
)

export function Layout404(_props: Screens['Layout404']) {
  return <NotFound classNames={{ root: `${PANEL} py-20 text-center`, title: 'mb-6 text-3xl font-bold' }} />
}

export function LayoutSignIn(_props: Screens['LayoutSignIn']) {
  return <LazySignInForm classNames={{ root: `${PANEL} py-12` }} />
}

export function LayoutSignUp(_props: Screens['LayoutSignUp']) {
  return <LazySignUpForm classNames={{ root: `${PANEL} py-12` }} />
}
