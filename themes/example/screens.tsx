import type { ReactNode } from 'react'
import { ArchiveList } from '@/components/list/ArchiveList'
import { CategoryList } from '@/components/list/CategoryList'
import { LazySignInForm } from '@/components/marketing/LazySignInForm'
import { LazySignUpForm } from '@/components/marketing/LazySignUpForm'
import { NotFound } from '@/components/site/NotFound'
import { PostCard } from '@/components/list/PostCard'
import { PostFeed } from '@/components/list/PostFeed'
import { SearchInput } from '@/components/search/SearchInput'
import { TagList } from '@/components/list/TagList'
import { TaxonomyOverview } from '@/components/list/TaxonomyOverview'
import { useGlobal } from '@/components/site/context'
import { useThemeConfig } from '@/components/site/use-theme-config'
import type { LayoutPropsMap, Paging } from '@/lib/site/page-props'
import type { PostSummary } from '@/lib/site/types'
import EXAMPLE_CONFIG from './config'

/**
 * The example theme's list and form screens: every layout but the frame and the post. One module,
 * loaded through `lazyScreens` (see index.tsx), so it is a chunk of its own that a post page never
 * loads, as list pages never load `LayoutSlug.tsx`.
 */

function Title({ children }: { children: ReactNode }) {
  return <h1 className="mb-6 text-2xl font-bold">{children}</h1>
}

/**
 * A list of posts: shared by home, page n, categories, tags and search. `PostFeed` adds the
 * previous/next links, or with POST_LIST_STYLE scroll appends the next pages; `PostCard` draws each
 * post from the parts the theme lists, styled through `classNames`. With `layout="row"` the cover
 * sits beside the text from md (on the right, `coverSide`) and above it on phones.
 */
function Posts({ posts, paging, keyword }: { posts: readonly PostSummary[]; paging: Paging; keyword?: string }) {
  const example = useThemeConfig(EXAMPLE_CONFIG)
  return (
    <PostFeed
      posts={posts}
      paging={paging}
      keyword={keyword}
      classNames={{ root: 'flex flex-col gap-12' }}
      renderPost={(post, index) => (
        <PostCard
          post={post}
          layout={example.EXAMPLE_POST_LIST_COVER ? 'row' : 'text'}
          coverSide="right"
          keyword={keyword}
          // The first cover is on screen at once: fetch it first.
          priority={index === 0}
          // The meta line names who wrote it, when, and where it is filed: author · date · category.
          parts={['title', { fields: ['author', { field: 'date', format: 'iso' }, 'category'], separator: '·' }, ...(example.EXAMPLE_POST_LIST_SUMMARY ? (['summary'] as const) : [])]}
          classNames={{
            root: 'gap-4 md:gap-6',
            // A fixed box, so the page does not move when the picture arrives.
            coverLink: 'aspect-[2/1] w-full rounded md:aspect-auto md:h-32 md:w-64',
            body: 'flex-1 gap-3',
            title: 'text-2xl',
            titleLink: 'hover:underline',
            meta: 'gap-x-2 text-sm text-gray-600 dark:text-gray-400 [&_a]:hover:underline',
            summary: 'text-gray-700 dark:text-gray-300'
          }}
        />
      )}
    />
  )
}

// Each layout is typed by the props of its route: `LayoutPropsMap['LayoutIndex']` and so on.
function LayoutIndex({ posts, paging }: LayoutPropsMap['LayoutIndex']) {
  return <Posts posts={posts} paging={paging} />
}

function LayoutPostList({ posts, paging, category, tag }: LayoutPropsMap['LayoutPostList']) {
  return (
    <>
      {(category || tag) && <Title>{category ?? `#${tag}`}</Title>}
      <Posts posts={posts} paging={paging} />
    </>
  )
}

function LayoutSearch({ keyword, posts, paging, site }: LayoutPropsMap['LayoutSearch']) {
  return (
    <>
      {/* The key resets the box when the keyword changes through navigation. */}
      <SearchInput key={keyword} initialValue={keyword} classNames={{ root: 'mb-8' }} />
      {keyword ? <Posts posts={posts} paging={paging} keyword={keyword} /> : <TaxonomyOverview tags={site.tags} categories={site.categories} />}
    </>
  )
}

function LayoutArchive({ archive, paging }: LayoutPropsMap['LayoutArchive']) {
  const { t } = useGlobal()
  return (
    <>
      <Title>{t.NAV.ARCHIVE}</Title>
      <ArchiveList archive={archive} paging={paging} />
    </>
  )
}

function LayoutCategoryIndex({ categories }: LayoutPropsMap['LayoutCategoryIndex']) {
  const { t } = useGlobal()
  return (
    <>
      <Title>{t.COMMON.CATEGORIES}</Title>
      <CategoryList categories={categories} />
    </>
  )
}

function LayoutTagIndex({ tags }: LayoutPropsMap['LayoutTagIndex']) {
  const { t } = useGlobal()
  return (
    <>
      <Title>{t.COMMON.TAGS}</Title>
      <TagList tags={tags} showCount />
    </>
  )
}

function Layout404() {
  return <NotFound />
}

/** The screens by layout name, as `lazyScreens` loads them. */
export const screens = {
  LayoutIndex,
  LayoutPostList,
  LayoutSearch,
  LayoutArchive,
  LayoutCategoryIndex,
  LayoutTagIndex,
  Layout404,
  LayoutSignIn: () => <LazySignInForm classNames={{ root: 'py-12' }} />,
  LayoutSignUp: () => <LazySignUpForm classNames={{ root: 'py-12' }} />
}
