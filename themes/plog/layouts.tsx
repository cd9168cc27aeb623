import type { ReactNode } from 'react'
import { listScreens } from '@/components/list/ListScreens'
import { SearchInput } from '@/components/search/SearchInput'
import { TagStrip } from '@/components/list/TagStrip'
import { TaxonomyOverview } from '@/components/list/TaxonomyOverview'
import { useGlobal } from '@/components/site/context'
import type { PostListPageProps, SearchPageProps } from '@/lib/site/page-props'
import { PhotoGrid } from './PhotoGrid'

const STRIP_CHIP = 'block whitespace-nowrap rounded-full bg-gray-200 px-3 py-1 text-xs text-gray-900 hover:bg-blue-700 hover:text-white dark:bg-neutral-800 dark:text-gray-200 dark:hover:bg-blue-700'
const STRIP_CURRENT = 'block whitespace-nowrap rounded-full bg-blue-700 px-3 py-1 text-xs text-white'

/** The screens' heading. */
const HEADING = 'mb-8 text-2xl font-light text-black dark:text-white'

/** The plain screens (archive, indexes, 404): a narrow column with room to breathe. */
function Column({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-3xl px-6 py-12 md:py-16">{children}</div>
}

const screens = listScreens({
  List: PhotoGrid,
  classNames: { heading: HEADING },
  Frame: Column,
  archive: { classNames: { title: 'mb-3 text-sm uppercase tracking-widest text-gray-600 dark:text-gray-400', item: 'flex items-baseline gap-4 py-1', link: 'text-black hover:text-blue-700 dark:text-gray-100 dark:hover:text-blue-300' } },
  categories: { variant: 'rows', classNames: { chip: 'text-black hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-neutral-900' } },
  tags: { classNames: { chip: 'rounded-full px-3 py-1 text-sm' } },
  notFound: { classNames: { root: 'px-6 py-32 text-center', title: 'mb-6 text-2xl font-light text-black dark:text-white' } },
  forms: { classNames: { root: 'px-6 py-16' } }
})

export const { LayoutIndex, LayoutArchive, LayoutCategoryIndex, LayoutTagIndex, Layout404, LayoutSignIn, LayoutSignUp } = screens

/** A category's or a tag's photographs under its heading (a tag with the strip of tags), or page n. */
export function LayoutPostList(props: PostListPageProps) {
  const { t } = useGlobal()
  const { category, tag, posts, paging, site } = props
  if (!category && !tag) return <screens.LayoutPostList {...props} />
  return (
    <>
      <div className="px-6 pb-6 pt-8">
        <h1 className={HEADING}>{category ? `${t.COMMON.CATEGORY}: ${category}` : `${t.COMMON.TAG}: #${tag}`}</h1>
        {tag && <TagStrip tags={site.tags} current={tag} classNames={{ root: '-mt-4', chip: STRIP_CHIP, current: STRIP_CURRENT }} />}
      </div>
      <PhotoGrid posts={posts} paging={paging} />
    </>
  )
}

/** Search: the box and the tag strip over the grid; with no words, the tags and categories. */
export function LayoutSearch({ keyword, posts, paging, site }: SearchPageProps) {
  const { t } = useGlobal()
  return (
    <>
      <h1 className="sr-only">{keyword ? t.COMMON.SEARCH_RESULTS : t.NAV.SEARCH}</h1>
      <div className="mx-auto max-w-3xl px-6 pb-6 pt-8">
        <SearchInput
          key={keyword}
          initialValue={keyword}
          classNames={{ input: 'w-full rounded-full border border-gray-300 bg-white py-2 pl-9 pr-9 text-gray-900 placeholder-gray-500 focus:border-blue-700 focus:outline-none dark:border-neutral-700 dark:bg-neutral-900 dark:text-gray-100 dark:placeholder-gray-400' }}
        />
        {keyword && <TagStrip tags={site.tags} classNames={{ root: 'mt-4', chip: STRIP_CHIP, current: STRIP_CURRENT }} />}
      </div>
      {keyword ? (
        <PhotoGrid posts={posts} paging={paging} keyword={keyword} />
      ) : (
        <Column>
          <TaxonomyOverview tags={site.tags} categories={site.categories} classNames={{ heading: 'mb-3 text-lg font-light text-black dark:text-white' }} />
        </Column>
      )}
    </>
  )
}
