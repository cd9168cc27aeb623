import type { ReactNode } from 'react'
import { Announcement } from '@/components/Announcement'
import { ArchiveScreen, CategoryIndexScreen, TagIndexScreen } from '@/components/IndexScreens'
import { LazySignInForm, LazySignUpForm } from '@/components/lazy-parts'
import { NotFound } from '@/components/NotFound'
import { PostFilter } from '@/components/PostFilter'
import { SearchInput } from '@/components/SearchInput'
import { TagStrip } from '@/components/TagStrip'
import { TaxonomyOverview } from '@/components/TaxonomyOverview'
import { useGlobal } from '@/lib/global/context'
import type {
  ArchivePageProps,
  BasePageProps,
  CategoryIndexPageProps,
  IndexPageProps,
  PostListPageProps,
  SearchPageProps,
  TagIndexPageProps
} from '@/lib/site/props'
import { PostList } from './PostList'

/** Nobelium's inputs: square, black-bordered. */
const BOX = 'w-full border border-black bg-white px-4 py-2 text-black placeholder-gray-600 focus:outline-none focus:ring-1 focus:ring-black dark:border-gray-400 dark:bg-gray-900 dark:text-white dark:placeholder-gray-300 dark:focus:ring-gray-300'

/** The screens' heading. */
const HEADING = 'mb-8 text-2xl font-bold text-black dark:text-gray-100'

function Title({ children, hidden = false }: { children: ReactNode; hidden?: boolean }) {
  return <h1 className={hidden ? 'sr-only' : HEADING}>{children}</h1>
}

/** Home: the announcement, then the posts. */
export function LayoutIndex({ posts, paging }: IndexPageProps) {
  const { config, site } = useGlobal()
  return (
    <>
      <Title hidden>{config.TITLE || site.siteInfo.title}</Title>
      <Announcement className="mb-12 border-l-2 border-gray-200 pl-4 text-gray-700 dark:border-gray-700 dark:text-gray-400" titleClassName="sr-only" />
      <PostList posts={posts} paging={paging} />
    </>
  )
}

/** A tag's posts: a box that filters them as you type and the strip of tags; a category's posts; or page n. */
export function LayoutPostList({ posts, paging, category, tag, site }: PostListPageProps) {
  const { t, config } = useGlobal()
  if (tag) {
    return (
      <>
        <Title hidden>{`${t.COMMON.TAG}: #${tag}`}</Title>
        <PostFilter posts={posts} placeholder={t.KIT.FILTER_IN.replace('{name}', `#${tag}`)} inputClassName={BOX}>
          {(shown) => (
            <>
              <TagStrip tags={site.tags} current={tag} className="mb-10 mt-4" />
              <PostList posts={shown} paging={paging} />
            </>
          )}
        </PostFilter>
      </>
    )
  }
  return (
    <>
      <Title hidden={!category}>{category ? `${t.COMMON.CATEGORY}: ${category}` : `${config.TITLE} · ${t.COMMON.PAGE} ${paging.page}`}</Title>
      <PostList posts={posts} paging={paging} />
    </>
  )
}

/** Search: the box and the tag strip, then the results with the words marked. */
export function LayoutSearch({ keyword, posts, paging, site }: SearchPageProps) {
  const { t } = useGlobal()
  return (
    <>
      <Title hidden>{keyword ? t.COMMON.SEARCH_RESULTS : t.NAV.SEARCH}</Title>
      <SearchInput key={keyword} initialValue={keyword} inputClassName={`${BOX} pl-9 pr-9`} />
      {keyword ? (
        <>
          <TagStrip tags={site.tags} className="mb-10 mt-4" />
          <PostList posts={posts} paging={paging} keyword={keyword} />
        </>
      ) : (
        <TaxonomyOverview tags={site.tags} categories={site.categories} className="mt-10" headingClassName="mb-3 text-sm font-medium uppercase tracking-wider text-gray-600 dark:text-gray-400" />
      )}
    </>
  )
}

export function LayoutArchive({ archive }: ArchivePageProps) {
  return <ArchiveScreen archive={archive} headingClassName={HEADING} titleClassName="mb-3 text-sm font-medium uppercase tracking-wider text-gray-600 dark:text-gray-400" itemClassName="flex items-baseline gap-4 py-1" linkClassName="text-black hover:underline dark:text-gray-100" />
}

export function LayoutCategoryIndex({ categories }: CategoryIndexPageProps) {
  return <CategoryIndexScreen categories={categories} headingClassName={HEADING} variant="rows" chipClassName="text-black hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-900" />
}

export function LayoutTagIndex({ tags }: TagIndexPageProps) {
  return <TagIndexScreen tags={tags} headingClassName={HEADING} chipClassName="px-3 py-1 text-sm" />
}

export function Layout404(_props: BasePageProps) {
  return <NotFound className="py-24 text-center" titleClassName="mb-6 text-2xl font-bold text-black dark:text-gray-100" />
}

export function LayoutSignIn(_props: BasePageProps) {
  return <LazySignInForm className="py-12" />
}

export function LayoutSignUp(_props: BasePageProps) {
  return <LazySignUpForm className="py-12" />
}
