import type { ReactNode } from 'react'
import { ArchiveList } from '@/components/ArchiveList'
import { CategoryList } from '@/components/CategoryList'
import { SearchInput } from '@/components/SearchInput'
import { LazySignInForm, LazySignUpForm } from '@/components/lazy-parts'
import { NotFound } from '@/components/NotFound'
import { TagList } from '@/components/TagList'
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

function Title({ children, hidden = false }: { children: ReactNode; hidden?: boolean }) {
  return <h1 className={hidden ? 'sr-only' : 'mb-8 text-3xl font-bold'}>{children}</h1>
}

/** Home: the first page of posts. */
export function LayoutIndex({ posts, paging }: IndexPageProps) {
  const { config } = useGlobal()
  return (
    <>
      <Title hidden>{config.TITLE}</Title>
      <PostList posts={posts} paging={paging} />
    </>
  )
}

/** The posts of a category or a tag, or page n of home. */
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

/** Search: the box; with no keyword the tags and categories, else the results or "No results found.". */
export function LayoutSearch({ keyword, posts, paging, site }: SearchPageProps) {
  const { t } = useGlobal()
  return (
    <>
      <Title>{keyword ? t.COMMON.SEARCH_RESULTS : t.NAV.SEARCH}</Title>
      <SearchInput key={keyword} initialValue={keyword} className="mb-8" />
      {keyword ? (
        <PostList posts={posts} paging={paging} keyword={keyword} />
      ) : (
        <TaxonomyOverview tags={site.tags} categories={site.categories} />
      )}
    </>
  )
}

/** Every post, grouped by month. */
export function LayoutArchive({ archive, total }: ArchivePageProps) {
  const { t } = useGlobal()
  return (
    <>
      <Title>{t.NAV.ARCHIVE}</Title>
      <p className="-mt-6 mb-8 text-gray-600 dark:text-gray-400">
        {total} {t.COMMON.ARCHIVE_COUNT}
      </p>
      <ArchiveList archive={archive} />
    </>
  )
}

export function LayoutCategoryIndex({ categories }: CategoryIndexPageProps) {
  const { t } = useGlobal()
  return (
    <>
      <Title>{t.COMMON.CATEGORIES}</Title>
      <CategoryList categories={categories} chipClassName="rounded-md border border-gray-300 px-3 py-1.5 hover:border-gray-500 dark:border-gray-600" />
    </>
  )
}

export function LayoutTagIndex({ tags }: TagIndexPageProps) {
  const { t } = useGlobal()
  return (
    <>
      <Title>{t.COMMON.TAGS}</Title>
      <TagList tags={tags} showCount chipClassName="rounded-md px-3 py-1.5 text-sm" />
    </>
  )
}

export function Layout404(_props: BasePageProps) {
  return <NotFound className="flex flex-col items-center gap-6 py-24 text-center" titleClassName="mb-8 text-3xl font-bold" />
}

export function LayoutSignIn(_props: BasePageProps) {
  return <LazySignInForm className="py-12" />
}

export function LayoutSignUp(_props: BasePageProps) {
  return <LazySignUpForm className="py-12" />
}
