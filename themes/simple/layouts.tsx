import type { ReactNode } from 'react'
import { ArchiveScreen, CategoryIndexScreen, TagIndexScreen } from '@/components/IndexScreens'
import { LazySignInForm, LazySignUpForm } from '@/components/lazy-parts'
import { NotFound } from '@/components/NotFound'
import { SearchInput } from '@/components/SearchInput'
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

/** The bar naming what a filtered list shows ("Category: Guides"), or a heading only screen readers hear. */
/** The screens' heading. */
const HEADING = 'mb-10 border-l-4 border-[#276077] bg-gray-50 px-4 py-3 text-lg font-semibold text-gray-900 dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100'

function Title({ children, hidden = false }: { children: ReactNode; hidden?: boolean }) {
  return <h1 className={hidden ? 'sr-only' : HEADING}>{children}</h1>
}

export function LayoutIndex({ posts, paging }: IndexPageProps) {
  const { config, site } = useGlobal()
  return (
    <>
      <Title hidden>{config.TITLE || site.siteInfo.title}</Title>
      <PostList posts={posts} paging={paging} />
    </>
  )
}

export function LayoutPostList({ posts, paging, category, tag }: PostListPageProps) {
  const { t, config } = useGlobal()
  const title = category ? `${t.COMMON.CATEGORY}: ${category}` : tag ? `${t.COMMON.TAG}: #${tag}` : null
  return (
    <>
      <Title hidden={!title}>{title ?? `${config.TITLE} · ${t.COMMON.PAGE} ${paging.page}`}</Title>
      <PostList posts={posts} paging={paging} />
    </>
  )
}

/** Search: the box over the results; with no words, the tags and categories to browse. */
export function LayoutSearch({ keyword, posts, paging, site }: SearchPageProps) {
  const { t } = useGlobal()
  return (
    <>
      <Title hidden>{keyword ? t.COMMON.SEARCH_RESULTS : t.NAV.SEARCH}</Title>
      <SearchInput
        key={keyword}
        initialValue={keyword}
        className="mb-10"
        inputClassName="w-full border border-gray-300 bg-white py-2 pl-9 pr-9 text-gray-900 placeholder-gray-500 focus:border-blue-600 focus:outline-none dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:placeholder-gray-400"
      />
      {keyword ? (
        <PostList posts={posts} paging={paging} keyword={keyword} />
      ) : (
        <TaxonomyOverview tags={site.tags} categories={site.categories} headingClassName="mb-3 text-lg font-semibold text-[#276077] dark:text-gray-300" />
      )}
    </>
  )
}

export function LayoutArchive({ archive }: ArchivePageProps) {
  return <ArchiveScreen archive={archive} headingClassName={HEADING} titleClassName="mb-3 text-xl font-bold text-[#276077] dark:text-gray-300" itemClassName="flex items-baseline gap-4 border-l-2 border-gray-200 py-1.5 pl-4 transition-colors hover:border-[#dd3333] dark:border-gray-700" linkClassName="text-gray-900 hover:text-[#dd3333] dark:text-gray-200" />
}

export function LayoutCategoryIndex({ categories }: CategoryIndexPageProps) {
  return <CategoryIndexScreen categories={categories} headingClassName={HEADING} variant="rows" className="max-w-md" chipClassName="text-gray-800 hover:bg-gray-100 hover:text-[#dd3333] dark:text-gray-200 dark:hover:bg-gray-900" />
}

export function LayoutTagIndex({ tags }: TagIndexPageProps) {
  return <TagIndexScreen tags={tags} headingClassName={HEADING} chipClassName="px-3 py-1 text-sm" />
}

export function Layout404(_props: BasePageProps) {
  return <NotFound className="py-24 text-center" titleClassName="mb-6 text-2xl font-bold text-gray-900 dark:text-gray-100" />
}

export function LayoutSignIn(_props: BasePageProps) {
  return <LazySignInForm className="py-12" />
}

export function LayoutSignUp(_props: BasePageProps) {
  return <LazySignUpForm className="py-12" />
}
