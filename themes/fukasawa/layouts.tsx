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
import { PostGrid } from './PostGrid'

/** A white panel with a soft shadow: the archive, the indexes, search with no words. */
function Panel({ children }: { children: ReactNode }) {
  return <div className="bg-white p-6 shadow-sm sm:p-10 dark:bg-[#101414]">{children}</div>
}

/** The screens' heading. */
const HEADING = 'mb-6 text-2xl font-bold text-gray-900 dark:text-gray-100'

function Title({ children, hidden = false }: { children: ReactNode; hidden?: boolean }) {
  return <h1 className={hidden ? 'sr-only' : HEADING}>{children}</h1>
}

export function LayoutIndex({ posts, paging }: IndexPageProps) {
  const { config, site } = useGlobal()
  return (
    <>
      <Title hidden>{config.TITLE || site.siteInfo.title}</Title>
      <PostGrid posts={posts} paging={paging} />
    </>
  )
}

export function LayoutPostList({ posts, paging, category, tag }: PostListPageProps) {
  const { t, config } = useGlobal()
  const title = category ? `${t.COMMON.CATEGORY}: ${category}` : tag ? `${t.COMMON.TAG}: #${tag}` : null
  return (
    <>
      <Title hidden={!title}>{title ?? `${config.TITLE} · ${t.COMMON.PAGE} ${paging.page}`}</Title>
      <PostGrid posts={posts} paging={paging} />
    </>
  )
}

export function LayoutSearch({ keyword, posts, paging, site }: SearchPageProps) {
  const { t } = useGlobal()
  const box = (
    <SearchInput
      key={keyword}
      initialValue={keyword}
      className="mb-6"
      inputClassName="w-full border-0 bg-white py-2.5 pl-9 pr-9 text-gray-900 placeholder-gray-600 shadow-sm focus:outline-none focus:ring-1 focus:ring-gray-400 dark:bg-[#101414] dark:text-gray-100 dark:placeholder-gray-400"
    />
  )
  return keyword ? (
    <>
      <Title hidden>{t.COMMON.SEARCH_RESULTS}</Title>
      {box}
      <PostGrid posts={posts} paging={paging} keyword={keyword} />
    </>
  ) : (
    <>
      {box}
      <Panel>
        <Title>{t.NAV.SEARCH}</Title>
        <TaxonomyOverview tags={site.tags} categories={site.categories} headingClassName="mb-3 text-lg font-bold text-gray-900 dark:text-gray-100" />
      </Panel>
    </>
  )
}

export function LayoutArchive({ archive }: ArchivePageProps) {
  return (
    <Panel>
      <ArchiveScreen archive={archive} headingClassName={HEADING} titleClassName="mb-3 text-lg font-bold text-gray-900 dark:text-gray-100" itemClassName="flex items-baseline gap-4 border-l-2 border-gray-200 py-1 pl-4 transition-[border-color,padding] hover:border-gray-900 hover:pl-5 motion-reduce:transition-none dark:border-neutral-700 dark:hover:border-gray-300" linkClassName="text-gray-900 hover:text-blue-600 dark:text-gray-100 dark:hover:text-blue-400" />
    </Panel>
  )
}

export function LayoutCategoryIndex({ categories }: CategoryIndexPageProps) {
  return (
    <Panel>
      <CategoryIndexScreen categories={categories} headingClassName={HEADING} variant="rows" chipClassName="text-gray-800 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-neutral-800" />
    </Panel>
  )
}

export function LayoutTagIndex({ tags }: TagIndexPageProps) {
  return (
    <Panel>
      <TagIndexScreen tags={tags} headingClassName={HEADING} chipClassName="px-2.5 py-1 text-sm" />
    </Panel>
  )
}

export function Layout404(_props: BasePageProps) {
  return <NotFound className="py-32 text-center" titleClassName="mb-6 text-3xl font-bold text-gray-900 dark:text-gray-100" />
}

export function LayoutSignIn(_props: BasePageProps) {
  return <LazySignInForm className="bg-white px-6 py-12 shadow-sm dark:bg-[#101414]" />
}

export function LayoutSignUp(_props: BasePageProps) {
  return <LazySignUpForm className="bg-white px-6 py-12 shadow-sm dark:bg-[#101414]" />
}
