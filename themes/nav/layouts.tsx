import type { ReactNode } from 'react'
import { Announcement } from '@/components/Announcement'
import { ArchiveList } from '@/components/ArchiveList'
import { CategoryList } from '@/components/CategoryList'
import { LazySignInForm, LazySignUpForm } from '@/components/lazy-parts'
import { NotFound } from '@/components/NotFound'
import { PostFeed } from '@/components/PostFeed'
import { Pagination } from '@/components/Pagination'
import { SearchInput } from '@/components/SearchInput'
import { TagList } from '@/components/TagList'
import { TaxonomyOverview } from '@/components/TaxonomyOverview'
import { useSitePosts } from '@/components/use-page-props'
import { useGlobal } from '@/lib/global/context'
import type { LayoutPropsMap, Paging } from '@/lib/site/props'
import type { PostSummary } from '@/lib/site/types'
import { Directory, DirectoryCard, GRID } from './Directory'


const PAGE_LINK = 'rounded-full bg-white px-4 py-2 shadow-sm hover:text-black dark:bg-neutral-800 dark:hover:text-white'
const PANEL = 'rounded-2xl bg-white p-6 shadow-[0_0_1px_rgba(0,0,0,0.2)] dark:bg-neutral-800 dark:shadow-none'

function Title({ children }: { children: ReactNode }) {
  return <h1 className="mb-6 text-2xl font-bold">{children}</h1>
}

/** Cards without sections, and the pages of the list (or more as one scrolls). */
function CardList({ posts, paging, keyword }: { posts: readonly PostSummary[]; paging: Paging; keyword?: string }) {
  return (
    <PostFeed
      posts={posts}
      paging={paging}
      keyword={keyword}
      className={GRID}
      paginationClassName="mt-8 text-sm"
      paginationItemClassName={PAGE_LINK}
      renderPost={(post) => <DirectoryCard post={post} />}
    />
  )
}

/**
 * Home: the announcement, then every post of the site as a link card, in sections by category.
 * Until the whole list has arrived it files the page's own posts; the home's later pages are cards.
 */
export function LayoutIndex({ posts, paging }: LayoutPropsMap['LayoutIndex']) {
  const { t, config } = useGlobal()
  const all = useSitePosts()
  const whole = paging.page === 1 && all !== null
  if (paging.page > 1) {
    return (
      <>
        <h1 className="sr-only">{`${config.TITLE} · ${t.COMMON.PAGE} ${paging.page}`}</h1>
        <CardList posts={posts} paging={paging} />
      </>
    )
  }
  return (
    <>
      <h1 className="sr-only">{config.TITLE}</h1>
      <Announcement className={`${PANEL} mb-8`} />
      <Directory posts={whole ? all : posts} />
      {!whole && <Pagination paging={paging} className="mt-8 flex justify-between text-sm" linkClassName={PAGE_LINK} />}
    </>
  )
}

/** A category or a tag: its cards, without sections. */
export function LayoutPostList({ posts, paging, category, tag }: LayoutPropsMap['LayoutPostList']) {
  const { t, config } = useGlobal()
  return (
    <>
      <Title>{category ? `# ${category}` : tag ? `${t.COMMON.TAG}: #${tag}` : `${config.TITLE} · ${t.COMMON.PAGE} ${paging.page}`}</Title>
      <CardList posts={posts} paging={paging} />
    </>
  )
}

/** Search: the box, then the matching cards (or the tags and categories with no keyword). */
export function LayoutSearch({ keyword, posts, paging, site }: LayoutPropsMap['LayoutSearch']) {
  const { t } = useGlobal()
  return (
    <>
      <Title>{keyword ? t.COMMON.SEARCH_RESULTS : t.NAV.SEARCH}</Title>
      <SearchInput key={keyword} initialValue={keyword} className="mb-8 max-w-xl" inputClassName="w-full rounded-full border border-gray-200 bg-white py-2 pl-9 pr-9 text-sm dark:border-neutral-700 dark:bg-neutral-800" />
      {keyword ? <CardList posts={posts} paging={paging} keyword={keyword} /> : <TaxonomyOverview tags={site.tags} categories={site.categories} />}
    </>
  )
}

export function LayoutArchive({ archive, total }: LayoutPropsMap['LayoutArchive']) {
  const { t } = useGlobal()
  return (
    <div className={PANEL}>
      <Title>{t.NAV.ARCHIVE}</Title>
      <p className="-mt-4 mb-6 text-gray-600 dark:text-neutral-400">
        {total} {t.COMMON.ARCHIVE_COUNT}
      </p>
      <ArchiveList archive={archive} />
    </div>
  )
}

export function LayoutCategoryIndex({ categories }: LayoutPropsMap['LayoutCategoryIndex']) {
  const { t } = useGlobal()
  return (
    <div className={PANEL}>
      <Title>{t.COMMON.CATEGORIES}</Title>
      <CategoryList categories={categories} variant="rows" chipClassName="rounded-lg px-3 py-2 text-sm hover:bg-gray-50 dark:hover:bg-neutral-700" />
    </div>
  )
}

export function LayoutTagIndex({ tags }: LayoutPropsMap['LayoutTagIndex']) {
  const { t } = useGlobal()
  return (
    <div className={PANEL}>
      <Title>{t.COMMON.TAGS}</Title>
      <TagList tags={tags} showCount chipClassName="rounded-full px-3 py-1 text-xs" />
    </div>
  )
}

export function Layout404(_props: LayoutPropsMap['Layout404']) {
  return <NotFound className={`${PANEL} flex flex-col items-center gap-4 py-24 text-center`} titleClassName="text-2xl font-bold" />
}

export function LayoutSignIn() {
  return <LazySignInForm className="py-12" />
}

export function LayoutSignUp() {
  return <LazySignUpForm className="py-12" />
}
