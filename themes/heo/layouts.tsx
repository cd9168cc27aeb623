import { Hash } from 'lucide-react'
import { ArchiveList } from '@/components/list/ArchiveList'
import { LazySignInForm } from '@/components/marketing/LazySignInForm'
import { LazySignUpForm } from '@/components/marketing/LazySignUpForm'
import { ListTitle } from '@/components/list/ListTitle'
import { NotFound } from '@/components/site/NotFound'
import { PostLinkList } from '@/components/list/PostLinkList'
import { SearchInput } from '@/components/search/SearchInput'
import { StaticCategoryList } from '@/components/list/StaticCategoryList'
import { StaticTagList } from '@/components/list/StaticTagList'
import { useGlobal } from '@/components/site/context'
import type { LayoutPropsMap } from '@/lib/site/page-props'
import { cx } from '@/components/cx'
import { CategoryBar, PostList } from './PostList'
import { CARD, HOVER_ACCENT } from './styles'

const HEADING = 'mb-6 text-4xl font-extrabold'
const BIG_PILL =
  'flex items-center gap-2 rounded-xl border border-gray-200 bg-white px-4 py-2 text-2xl font-semibold transition hover:scale-110 hover:border-indigo-600 hover:bg-indigo-600 hover:text-white motion-reduce:transition-none dark:border-neutral-700 dark:bg-[#1e1e1e] dark:hover:border-yellow-600 dark:hover:bg-yellow-600 dark:hover:text-black'

export function LayoutIndex({ posts, paging }: LayoutPropsMap['LayoutIndex']) {
  const { config, t } = useGlobal()
  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">{paging.page > 1 ? `${config.TITLE} · ${t.COMMON.PAGE} ${paging.page}` : config.TITLE}</h1>
      <CategoryBar />
      <PostList posts={posts} paging={paging} />
    </div>
  )
}

export function LayoutPostList({ posts, paging, category, tag }: LayoutPropsMap['LayoutPostList']) {
  return (
    <div className="flex flex-col gap-4">
      <CategoryBar current={category} />
      <ListTitle category={category} tag={tag} paging={paging} classNames={{ root: 'flex items-center gap-2 px-1 text-2xl font-extrabold', icon: 'size-6 shrink-0 text-indigo-600 dark:text-yellow-500' }} />
      <PostList posts={posts} paging={paging} />
    </div>
  )
}

export function LayoutSearch({ keyword, posts, paging, site }: LayoutPropsMap['LayoutSearch']) {
  const { t } = useGlobal()
  return (
    <div className="flex flex-col gap-4">
      <div className={cx(CARD, 'p-6')}>
        <h1 className="mb-4 text-3xl font-extrabold">{keyword ? t.COMMON.SEARCH_RESULTS : t.NAV.SEARCH}</h1>
        <SearchInput
          key={keyword}
          initialValue={keyword}
          classNames={{ input: 'w-full rounded-xl border border-gray-300 bg-[#f7f9fe] py-3 pl-9 pr-9 text-gray-900 placeholder-gray-500 focus:border-indigo-600 focus:outline-none dark:border-neutral-600 dark:bg-[#18171d] dark:text-gray-100 dark:placeholder-gray-400 dark:focus:border-yellow-600' }}
        />
      </div>
      {keyword ? (
        <PostList posts={posts} paging={paging} keyword={keyword} />
      ) : (
        <>
          <section className={cx(CARD, 'p-6')}>
            <h2 className="mb-4 text-3xl font-extrabold">{t.COMMON.CATEGORIES}</h2>
            <StaticCategoryList categories={site.categories} classNames={{ chip: 'rounded-lg border border-gray-200 px-3 py-1 hover:bg-indigo-600 hover:text-white dark:border-neutral-700 dark:hover:bg-yellow-600 dark:hover:text-black' }} />
          </section>
          <section className={cx(CARD, 'p-6')}>
            <h2 className="mb-4 text-3xl font-extrabold">{t.COMMON.TAGS}</h2>
            <StaticTagList tags={site.tags} classNames={{ chip: 'rounded-lg px-3 py-1' }} />
          </section>
        </>
      )}
    </div>
  )
}

export function LayoutArchive({ archive, total, paging }: LayoutPropsMap['LayoutArchive']) {
  const { t } = useGlobal()
  return (
    <div className={cx(CARD, 'p-4 hover:border-gray-200 md:p-8 dark:hover:border-neutral-700')}>
      <CategoryBar bare />
      <h1 className="mb-1 mt-6 text-3xl font-extrabold">{t.NAV.ARCHIVE}</h1>
      <p className="mb-6 text-sm text-gray-600 dark:text-gray-400">
        {total} {t.COMMON.ARCHIVE_COUNT}
      </p>
      <ArchiveList
        archive={archive}
        paging={paging}
        classNames={{
          title: 'mb-3 text-xl font-extrabold',
          list: 'flex flex-col',
          item: 'flex items-baseline gap-3 border-l-2 border-gray-200 py-2 pl-3 transition-all duration-200 hover:border-indigo-600 hover:pl-5 dark:border-neutral-700 dark:hover:border-yellow-600 motion-reduce:transition-none',
          link: `font-bold ${HOVER_ACCENT}`
        }}
      />
    </div>
  )
}

export function LayoutCategoryIndex({ categories }: LayoutPropsMap['LayoutCategoryIndex']) {
  const { t } = useGlobal()
  return (
    <div className="py-4">
      <h1 className={HEADING}>{t.COMMON.CATEGORIES}</h1>
      <StaticCategoryList categories={categories} classNames={{ root: 'justify-center gap-4', chip: BIG_PILL }} />
    </div>
  )
}

export function LayoutTagIndex({ tags }: LayoutPropsMap['LayoutTagIndex']) {
  const { t } = useGlobal()
  return (
    <div className="py-4">
      <h1 className={HEADING}>{t.COMMON.TAGS}</h1>
      <StaticTagList tags={tags} showCount classNames={{ root: 'justify-center gap-4', chip: 'rounded-xl px-4 py-2 text-2xl font-semibold transition hover:scale-110 motion-reduce:transition-none' }} />
    </div>
  )
}

export function Layout404(_props: LayoutPropsMap['Layout404']) {
  const { site, t } = useGlobal()
  return (
    <div className="flex flex-col gap-6">
      <NotFound classNames={{ root: 'flex flex-col items-center justify-center gap-2 rounded-3xl border border-gray-200 bg-white p-10 text-center md:h-96 dark:border-neutral-700 dark:bg-[#1e1e1e]', title: 'text-2xl font-bold' }}>
        <p aria-hidden="true" className="flex items-center text-8xl font-extrabold text-indigo-600 dark:text-yellow-500">
          <Hash className="size-16" />
          404
        </p>
      </NotFound>
      {site.latestPosts.length > 0 && (
        <section aria-label={t.KIT.LATEST_POSTS}>
          <PostLinkList posts={site.latestPosts} showThumbnail classNames={{ root: 'grid gap-4 sm:grid-cols-2', item: cx(CARD, 'flex items-center gap-3 overflow-hidden p-3'), link: `line-clamp-2 font-bold ${HOVER_ACCENT}`, thumbnail: 'h-20 w-32 shrink-0 rounded-lg object-cover' }} />
        </section>
      )}
    </div>
  )
}

export function LayoutSignIn(_props: LayoutPropsMap['LayoutSignIn']) {
  return <LazySignInForm classNames={{ root: cx(CARD, 'py-12') }} />
}

export function LayoutSignUp(_props: LayoutPropsMap['LayoutSignUp']) {
  return <LazySignUpForm classNames={{ root: cx(CARD, 'py-12') }} />
}
