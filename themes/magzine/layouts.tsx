import type { ReactNode } from 'react'
import { LeadStory } from '@/components/list/LeadStory'
import { listScreens } from '@/components/list/ListScreens'
import { staticPart } from '@/components/loading/static-part'
import { NotFound } from '@/components/site/NotFound'
import { PostFeed } from '@/components/list/PostFeed'
import { useHomeSitePosts, useSitePosts } from '@/components/hooks/use-page-props'
import { useGlobal } from '@/components/site/context'
import type { LayoutPropsMap, Paging } from '@/lib/site/page-props'
import type { PostSummary } from '@/lib/site/types'
import { RecommendedBand, StoryCard, WideCard } from './cards'
import { frontPage, recommendedBand } from './front-page'
import { PromoBox } from './PromoBox'
import { INNER, useMagzineConfig } from './use-magzine-config'

const HEADING = 'mb-8 text-3xl font-extrabold sm:text-4xl'

/** A screen's column: the kit's screens draw their heading in it. */
function Frame({ children }: { children: ReactNode }) {
  return <div className={`${INNER} py-10`}>{children}</div>
}

function Page({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Frame>
      <h1 className={HEADING}>{title}</h1>
      {children}
    </Frame>
  )
}

/** Cards in a grid, four to a row, and the pages of the list (or more as one scrolls). */
function CardGrid({ posts, paging, keyword }: { posts: readonly PostSummary[]; paging: Paging; keyword?: string }) {
  return (
    <PostFeed
      posts={posts}
      paging={paging}
      keyword={keyword}
      classNames={{
        root: 'grid gap-x-5 gap-y-10 sm:grid-cols-2 lg:grid-cols-4',
        pagination: 'mt-12 font-semibold',
        paginationItem: 'underline underline-offset-4 hover:no-underline'
      }}
      renderPost={(post) => <StoryCard post={post} />}
    />
  )
}

/**
 * The bands below the lead, all out of sight as the front page opens: kept as the server drew them
 * and drawn by React only when scrolled near (staticPart), so opening the page hydrates the header
 * and the lead alone.
 */
const FrontBands = staticPart('front-bands', () => import('./FrontBands').then((m) => m.FrontBands), { wake: 'seen' })

/**
 * The front page: the lead story beside the promo box and two wide cards; the latest band; a band
 * per category (from every post of the site, once they have arrived); the recommended band; the
 * announcement on the accent. Later pages of home are a card grid. A site built with magzine
 * carries the bands' posts in the home's props, so the whole page is in its HTML.
 */
export function LayoutIndex({ posts, paging, site, sitePosts }: LayoutPropsMap['LayoutIndex']) {
  const { t, config } = useGlobal()
  const magzine = useMagzineConfig()
  const all = useHomeSitePosts(sitePosts, paging.page === 1) ?? posts
  if (paging.page > 1) return <Page title={`${config.TITLE} · ${t.COMMON.PAGE} ${paging.page}`}><CardGrid posts={posts} paging={paging} /></Page>
  const [lead, ...rest] = posts
  const { bands, recommended } = frontPage(all, posts, magzine, site.categories.map((category) => category.name))
  return (
    <>
      <h1 className="sr-only">{config.TITLE}</h1>
      {lead && (
        <section className={`${INNER} grid gap-10 py-8 xl:grid-cols-2`}>
          <LeadStory
            post={lead}
            showSummary={magzine.MAGZINE_POST_LIST_PREVIEW}
            preview={magzine.MAGZINE_POST_LIST_PREVIEW}
            showChips={magzine.MAGZINE_POST_LIST_CATEGORY || magzine.MAGZINE_POST_LIST_TAG}
            classNames={{ category: 'w-fit rounded-full bg-black px-3 py-1 text-xs font-bold text-white dark:bg-amber-400 dark:text-black', tag: 'rounded-full px-2 py-0.5 text-xs' }}
          />
          <div className="flex flex-col">
            {magzine.MAGZINE_HOME_BANNER_ENABLE && <PromoBox />}
            <div className="divide-y divide-gray-300 dark:divide-neutral-700">
              {rest.slice(0, 2).map((post) => (
                <WideCard key={post.id} post={post} />
              ))}
            </div>
          </div>
        </section>
      )}
      <FrontBands latest={rest.slice(2, 6)} bands={bands} recommended={recommended} />
    </>
  )
}

export function LayoutPostList({ posts, paging, category, tag }: LayoutPropsMap['LayoutPostList']) {
  const { t, config } = useGlobal()
  return (
    <Page title={category ?? (tag ? `#${tag}` : `${config.TITLE} · ${t.COMMON.PAGE} ${paging.page}`)}>
      <CardGrid posts={posts} paging={paging} />
    </Page>
  )
}

/** "404 Not found." and, once the site's posts have arrived, the recommended band. */
export function Layout404(_props: LayoutPropsMap['Layout404']) {
  const magzine = useMagzineConfig()
  const all = useSitePosts()
  return (
    <>
      <NotFound classNames={{ root: `${INNER} flex flex-col items-center gap-6 py-24 text-center`, title: 'text-4xl font-extrabold' }} />
      {all && <RecommendedBand posts={recommendedBand(all, magzine)} />}
    </>
  )
}

export const { LayoutSearch, LayoutArchive, LayoutCategoryIndex, LayoutTagIndex, LayoutSignIn, LayoutSignUp } = listScreens({
  List: CardGrid,
  classNames: { heading: HEADING },
  Frame,
  framed: ['search', 'archive', 'categories', 'tags'],
  search: { classNames: { root: 'mb-10 max-w-2xl', input: 'w-full border-b-2 border-black bg-transparent py-2 pl-9 pr-9 text-lg focus:outline-none dark:border-white' } },
  archive: { classNames: { count: '-mt-6 mb-8 text-gray-600 dark:text-gray-400' } },
  categories: { variant: 'rows', classNames: { root: 'max-w-xl', chip: 'border-b border-gray-200 px-2 py-3 font-semibold underline-offset-4 hover:underline dark:border-neutral-800' } },
  tags: { classNames: { chip: 'rounded-full px-3 py-1 text-sm' } },
  forms: { classNames: { root: `${INNER} py-12` } }
})
