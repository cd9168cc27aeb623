import { ArchiveList } from '@/components/list/ArchiveList'
import { LazySignInForm } from '@/components/marketing/LazySignInForm'
import { LazySignUpForm } from '@/components/marketing/LazySignUpForm'
import { ListTitle } from '@/components/list/ListTitle'
import { NotFound } from '@/components/site/NotFound'
import { NotFoundArt } from '@/components/site/NotFoundArt'
import { PostCard } from '@/components/list/PostCard'
import { SiteLink } from '@/components/nav/SiteLink'
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

/** A white panel: the border-less category bar, then month groups of 96px rows (a 160×96 cover, the category, the bold title, tags). */
export function LayoutArchive({ archive, total, paging }: LayoutPropsMap['LayoutArchive']) {
  const { site, t } = useGlobal()
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
        classNames={{ title: 'mb-3 text-xl font-extrabold', list: 'flex flex-col gap-4' }}
        renderPost={(post) => (
          <PostCard
            post={post}
            layout="row"
            headingLevel={3}
            fallbackCover={site.siteInfo.pageCover}
            placeholder
            parts={['category', 'title', 'tags']}
            classNames={{
              root: 'group flex-row! items-center gap-4',
              coverLink: 'h-24 w-40 rounded-xl',
              cover: 'transition duration-500 group-hover:scale-110 group-hover:brightness-90 motion-reduce:transition-none',
              body: 'gap-1',
              category: 'w-fit text-xs text-gray-600 hover:text-indigo-600 dark:text-gray-400 dark:hover:text-yellow-500',
              title: 'line-clamp-2 text-lg font-extrabold leading-snug',
              titleLink: 'group-hover:text-indigo-600 dark:group-hover:text-yellow-500',
              tags: 'gap-1.5',
              tag: 'rounded-md px-2 py-0.5 text-xs'
            }}
          />
        )}
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

/**
 * A rounded card: our drawing on the left; a giant "404", the heading, a line sending the visitor to
 * the search and a blue "back to home" button on the right. The latest posts under it, with covers.
 */
export function Layout404(_props: LayoutPropsMap['Layout404']) {
  const { site, t } = useGlobal()
  return (
    <div className="flex flex-col gap-6">
      <NotFound
        badge="code"
        classNames={{
          root: 'flex flex-col items-center gap-3 rounded-3xl border border-gray-200 bg-white p-8 text-center md:grid md:h-96 md:grid-cols-2 md:content-center md:gap-x-10 md:text-left dark:border-neutral-700 dark:bg-[#1e1e1e]',
          badge: 'text-8xl font-extrabold leading-none text-indigo-600 md:col-start-2 dark:text-yellow-500',
          title: 'text-2xl font-bold md:col-start-2',
          home: 'w-fit rounded-full bg-indigo-600 px-6 py-2.5 font-semibold text-white transition hover:bg-indigo-700 motion-reduce:transition-none md:col-start-2 dark:bg-yellow-600 dark:text-black dark:hover:bg-yellow-500'
        }}
        note={
          <p className="text-gray-600 md:col-start-2 dark:text-gray-400">
            <SiteLink href="/search" className={`font-semibold underline underline-offset-4 ${HOVER_ACCENT}`}>
              {t.KIT.TRY_SEARCHING}
            </SiteLink>
          </p>
        }
      >
        <NotFoundArt className="max-w-72 text-indigo-600 md:col-start-1 md:row-span-4 md:row-start-1 md:max-w-sm md:justify-self-center dark:text-yellow-500" />
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
