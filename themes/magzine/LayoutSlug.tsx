import { useEffect, useState } from 'react'
import { AdSlot } from '@/components/widgets/AdSlot'
import { PageViews } from '@/components/widgets/PageViews'
import { IfOpen, PostScreen, usePostScreen } from '@/components/post/screen/PostScreen'
import { NextPostCard } from '@/components/post/NextPostCard'
import { ScreenBody } from '@/components/post/screen/ScreenBody'
import { ScreenCategory } from '@/components/post/screen/ScreenCategory'
import { ScreenComments } from '@/components/post/screen/ScreenComments'
import { ScreenMeta } from '@/components/post/screen/ScreenMeta'
import { ScreenNeighbours } from '@/components/post/screen/ScreenNeighbours'
import { ScreenRelated } from '@/components/post/screen/ScreenRelated'
import { ScreenShare } from '@/components/post/screen/ScreenShare'
import { ScreenTags } from '@/components/post/screen/ScreenTags'
import { ScreenTitle } from '@/components/post/screen/ScreenTitle'
import { ScreenToc } from '@/components/post/screen/ScreenToc'
import { ScreenTocDrawer } from '@/components/post/screen/ScreenTocDrawer'
import { PostCover } from '@/components/media/PostCover'
import { StaticCategoryList } from '@/components/list/StaticCategoryList'
import { StaticLatestPosts } from '@/components/widgets/StaticLatestPosts'
import { useGlobal } from '@/components/site/context'
import type { SlugPageProps } from '@/lib/site/page-props'
import { FlipCard } from './FlipCard'
import { PromoBox } from './PromoBox'
import { CREAM, INNER, useMagzineConfig } from './use-magzine-config'

/** Marks where the article's body ends: the "read next" card comes once the reader gets there. */
const BODY_END = 'data-body-end'

/**
 * How far above the page's end the body ends (the share bar, comments, black banner, related band
 * and footer follow it), measured in the browser and again as the page or the window changes size;
 * null until then, so the card never shows early.
 */
function useTailBelowBody(): number | null {
  const [tail, setTail] = useState<number | null>(null)
  useEffect(() => {
    const measure = () => {
      const mark = document.querySelector(`[${BODY_END}]`)
      if (!mark) return
      const bottom = mark.getBoundingClientRect().bottom + window.scrollY
      setTail(Math.max(0, document.documentElement.scrollHeight - bottom))
    }
    measure()
    // The page grows after the first paint (images, comments, lazy parts): measured again as it does.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(document.body)
    window.addEventListener('resize', measure)
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [])
  return tail
}

/**
 * The floating "read next" card at the bottom right, wide screens only (phones have the two stacked
 * boxes): it slides in as the reader reaches the end of the body. The kit's card counts from the
 * page's end, which here lies a banner, a band and a footer further down.
 */
function ReadNext() {
  const { next, isPost } = usePostScreen()
  const tail = useTailBelowBody()
  if (!isPost || tail === null) return null
  return <NextPostCard next={next} thresholdPx={tail} classNames={{ root: 'fixed bottom-6 right-6 z-20 hidden w-72 bg-white p-4 shadow-2xl ring-1 ring-black/10 md:flex dark:bg-[#101414] dark:ring-white/20' }} />
}

/**
 * An article: the centred intro (category and tags, title, summary, wide cover); then five columns
 * on wide screens: the contents, the article over three (its tags again under the body), and a side
 * column (dates and views, latest posts, an ad slot (AdSlot: with ADSENSE_GOOGLE_ID only),
 * categories, the flip card); the floating "read next" card; after it the black banner and
 * related posts.
 */
export function LayoutSlug(props: SlugPageProps) {
  const { post, site } = props
  const { t } = useGlobal()
  const magzine = useMagzineConfig()
  const cover = post.pageCover || post.pageCoverThumbnail
  return (
    <PostScreen page={props}>
      <article>
        <header className={`${INNER} flex flex-col items-center gap-4 py-10 text-center`}>
          <div className="flex flex-wrap justify-center gap-2">
            {magzine.MAGZINE_POST_DETAIL_CATEGORY && <ScreenCategory className="rounded-full bg-black px-3 py-1 text-xs font-bold text-white dark:bg-amber-400 dark:text-black" />}
            <ScreenTags show={magzine.MAGZINE_POST_DETAIL_TAG} classNames={{ chip: 'rounded-full px-2.5 py-1 text-xs' }} />
          </div>
          <ScreenTitle icon className="max-w-4xl text-4xl font-extrabold leading-tight" />
          {post.summary && <p className="max-w-3xl text-xl text-gray-700 dark:text-gray-300">{post.summary}</p>}
          <ScreenMeta className="justify-center text-sm text-gray-600 dark:text-gray-400" />
        </header>
        {cover && (
          <div className={`${INNER} mb-10`}>
            <PostCover src={cover} priority width={1440} height={640} className="max-h-[60vh] w-full object-cover" />
          </div>
        )}
        <div className={`${INNER} grid gap-10 pb-12 lg:grid-cols-5 [&_.notion-collection]:!max-w-full [&_.notion-table]:!w-full [&_.notion-table]:!max-w-full`}>
          <aside aria-label={t.COMMON.TABLE_OF_CONTENTS} className="hidden lg:block">
            <IfOpen>
              <ScreenToc classNames={{ root: 'sticky top-20', active: 'font-bold text-black underline dark:text-white' }} />
            </IfOpen>
          </aside>
          <div className="flex min-w-0 flex-col gap-8 lg:col-span-3">
            <ScreenBody />
            {/* No box of its own: the column's gap before it is taken back. */}
            <span {...{ [BODY_END]: '' }} aria-hidden="true" className="-mt-8 block" />
            {/* The tags again where the reading ends, right-aligned, as chips with a rule above. */}
            <ScreenTags show={magzine.MAGZINE_POST_DETAIL_TAG} classNames={{ root: 'justify-end border-t border-gray-200 pt-4 dark:border-neutral-800', chip: 'rounded-full px-2.5 py-1 text-xs' }} />
            <ScreenShare />
            <ScreenNeighbours classNames={{ root: 'grid-cols-1 sm:grid-cols-1', link: 'flex flex-col gap-1 border-t-2 border-black pt-3 hover:underline dark:border-white' }} />
            <ScreenComments />
          </div>
          <aside aria-label={t.KIT.LATEST_POSTS} className="flex flex-col gap-8 text-sm">
            <div className="flex flex-col gap-1 text-gray-600 dark:text-gray-400">
              <span>
                {t.KIT.UPDATED}: {post.lastEditedDay}
              </span>
              <PageViews />
            </div>
            <StaticLatestPosts showThumbnail={false} classNames={{ title: 'mb-3 text-lg font-bold', list: 'flex flex-col gap-3', link: 'font-semibold underline-offset-4 hover:underline' }} />
            <AdSlot className="h-[280px] w-full" />
            <div>
              <p className="mb-3 text-lg font-bold">{t.COMMON.CATEGORIES}</p>
              <StaticCategoryList categories={site.categories} variant="rows" classNames={{ chip: 'px-0 py-1 underline-offset-4 hover:underline' }} />
            </div>
            <FlipCard />
          </aside>
        </div>
      </article>
      {magzine.MAGZINE_HOME_BANNER_ENABLE && (
        <section className="grid bg-black lg:h-96 lg:grid-cols-2">
          {site.siteInfo.pageCover && <PostCover src={site.siteInfo.pageCover} width={960} height={384} className="h-48 w-full object-cover lg:h-96" />}
          <PromoBox />
        </section>
      )}
      <ScreenRelated classNames={{ root: `${CREAM} py-12`, inner: INNER, heading: 'mb-6 text-2xl font-bold', list: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4', item: 'flex flex-col gap-1 border-t-2 border-black pt-3 dark:border-white', link: 'text-lg font-semibold underline-offset-4 hover:underline' }} />
      <ReadNext />
      <ScreenTocDrawer side="right" classNames={{ root: 'fixed right-0 top-1/2 z-20 bg-black p-2.5 text-white lg:hidden dark:bg-amber-400 dark:text-black', icon: 'h-5 w-5' }} />
    </PostScreen>
  )
}
