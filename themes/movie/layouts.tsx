import type { ReactNode } from 'react'
import { CategoryList } from '@/components/list/CategoryList'
import { LatestPosts } from '@/components/widgets/LatestPosts'
import { listScreens } from '@/components/list/ListScreens'
import { NotFound } from '@/components/site/NotFound'
import { SearchInput } from '@/components/search/SearchInput'
import { SiteLink } from '@/components/nav/SiteLink'
import { TagList } from '@/components/list/TagList'
import { TaxonomyOverview } from '@/components/list/TaxonomyOverview'
import { useGlobal } from '@/components/site/context'
import type { LayoutPropsMap as Screens } from '@/lib/site/page-props'
import { PosterWall } from './PosterWall'

/** The huge heading over a filtered wall ("Tags : x"), with a rule under it. */
function BigHeading({ children, sr = false }: { children: ReactNode; sr?: boolean }) {
  if (sr) return <h1 className="sr-only">{children}</h1>
  return (
    <div className="mx-auto mb-12 max-w-8xl">
      <h1 className="break-words pb-6 text-4xl font-bold md:text-5xl">{children}</h1>
      <hr className="border-neutral-300 dark:border-neutral-600" />
    </div>
  )
}

/** A narrower column for the text screens (archive, indexes, search, 404). */
function Column({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex max-w-4xl flex-col gap-8 py-4">{children}</div>
}

/** Home and page n show the wall alone; a category or a tag puts its huge heading over it. */
function WallScreen({ posts, paging, category = null, tag = null }: Pick<Screens['LayoutPostList'], 'posts' | 'paging'> & Partial<Pick<Screens['LayoutPostList'], 'category' | 'tag'>>) {
  const { t, config } = useGlobal()
  const heading = category ? `${t.COMMON.CATEGORY} : ${category}` : tag ? `${t.COMMON.TAGS} : ${tag}` : ''
  const hidden = paging.page > 1 ? `${config.TITLE} · ${t.COMMON.PAGE} ${paging.page}` : config.TITLE
  return (
    <>
      <BigHeading sr={!heading}>{heading || hidden}</BigHeading>
      <PosterWall posts={posts} paging={paging} />
    </>
  )
}

export const LayoutIndex = (props: Screens['LayoutIndex']) => <WallScreen posts={props.posts} paging={props.paging} />

export const LayoutPostList = (props: Screens['LayoutPostList']) => <WallScreen {...props} />

export function LayoutSearch({ keyword, posts, paging, site }: Screens['LayoutSearch']) {
  const { t } = useGlobal()
  return (
    <>
      <BigHeading>{keyword ? `${t.NAV.SEARCH} : ${keyword}` : t.NAV.SEARCH}</BigHeading>
      <div className="mx-auto mb-12 max-w-8xl">
        <SearchInput key={keyword} initialValue={keyword} classNames={{ root: 'max-w-xl' }} />
      </div>
      {keyword ? (
        <PosterWall posts={posts} paging={paging} keyword={keyword} />
      ) : (
        <Column>
          <TaxonomyOverview tags={site.tags} categories={site.categories} classNames={{ heading: 'mb-4 text-2xl font-semibold' }} />
        </Column>
      )}
    </>
  )
}

/** "Not found" with the way home, a search box, then a directory: latest posts, categories, the archive's latest months, tags. */
export function Layout404({ site, archiveMonths }: Screens['Layout404']) {
  const { t } = useGlobal()
  return (
    <div className="mx-auto flex max-w-8xl flex-col gap-8 py-6">
      <NotFound classNames={{ root: 'flex flex-col gap-3 border-b border-neutral-300 pb-6 dark:border-neutral-600', title: 'text-4xl font-bold' }} />
      <SearchInput classNames={{ root: 'max-w-xl' }} />
      <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-4">
        <LatestPosts showThumbnail={false} classNames={{ title: 'mb-3 text-xl font-semibold' }} />
        <section aria-labelledby="movie-404-categories">
          <h2 id="movie-404-categories" className="mb-3 text-xl font-semibold">
            {t.COMMON.CATEGORIES}
          </h2>
          <CategoryList categories={site.categories} variant="rows" />
        </section>
        <section aria-labelledby="movie-404-archive">
          <h2 id="movie-404-archive" className="mb-3 text-xl font-semibold">
            <SiteLink href="/archive" className="hover:text-green-700 dark:hover:text-green-400">
              {t.NAV.ARCHIVE}
            </SiteLink>
          </h2>
          <ul className="flex flex-col gap-1.5">
            {archiveMonths.map((month) => (
              <li key={month.title}>
                <SiteLink href={month.href} className="hover:text-green-700 dark:hover:text-green-400">
                  {month.title}
                </SiteLink>
                <span className="ml-2 text-sm text-neutral-600 dark:text-neutral-400">({month.count})</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="movie-404-tags">
          <h2 id="movie-404-tags" className="mb-3 text-xl font-semibold">
            {t.COMMON.TAGS}
          </h2>
          <TagList tags={site.tags} />
        </section>
      </div>
    </div>
  )
}

export const { LayoutArchive, LayoutCategoryIndex, LayoutTagIndex, LayoutSignIn, LayoutSignUp } = listScreens({
  List: PosterWall,
  classNames: { heading: 'text-4xl font-bold' },
  Frame: Column,
  /** Month groups whose rows carry a left rule that turns green and grows on hover. */
  archive: {
    classNames: {
      title: 'mb-3 text-2xl font-semibold',
      list: 'flex flex-col',
      item: 'flex flex-wrap items-baseline gap-x-3 border-l-2 border-neutral-300 py-1.5 pl-4 transition-[border-color,padding] hover:border-green-600 hover:pl-6 motion-reduce:transition-none dark:border-neutral-600 dark:hover:border-green-400',
      link: 'hover:text-green-700 dark:hover:text-green-400'
    }
  },
  categories: { variant: 'rows', classNames: { root: 'text-2xl', chip: 'hover:text-green-700 dark:hover:text-green-400' } },
  tags: { classNames: { chip: 'rounded px-3 py-1 text-2xl transition-transform hover:scale-110 motion-reduce:transition-none', root: 'flex flex-wrap gap-4' } },
  forms: { classNames: { root: 'py-12' } }
})
