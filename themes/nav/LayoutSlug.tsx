import { AdSlot } from '@/components/widgets/AdSlot'
import { PageViews } from '@/components/widgets/PageViews'
import { PostScreen } from '@/components/post/screen/PostScreen'
import { ScreenBody } from '@/components/post/screen/ScreenBody'
import { ScreenCategory } from '@/components/post/screen/ScreenCategory'
import { ScreenComments } from '@/components/post/screen/ScreenComments'
import { ScreenMeta } from '@/components/post/screen/ScreenMeta'
import { ScreenNeighbours } from '@/components/post/screen/ScreenNeighbours'
import { ScreenRelated } from '@/components/post/screen/ScreenRelated'
import { ScreenShare } from '@/components/post/screen/ScreenShare'
import { ScreenTags } from '@/components/post/screen/ScreenTags'
import { ScreenTitle } from '@/components/post/screen/ScreenTitle'
import { ScreenTocDrawer } from '@/components/post/screen/ScreenTocDrawer'
import type { SlugPageProps } from '@/lib/site/page-props'
import { LinkGrid } from './Directory'

/**
 * A post on a white panel: its category and tags, the 3xl title, dates and views, the body (gallery
 * covers hidden), the share bar, the neighbours and the comments; related posts as link cards
 * under the panel; the contents open from a tab at the right edge.
 */
export function LayoutSlug(props: SlugPageProps) {
  const { post } = props
  return (
    <PostScreen page={props}>
      <div className="flex flex-col gap-8">
        <article className="flex flex-col gap-6 rounded-2xl bg-white p-5 shadow-[0_0_1px_rgba(0,0,0,0.2)] sm:p-8 dark:bg-neutral-800 dark:shadow-none [&_.notion-collection-card-cover]:hidden [&_.notion-collection]:!max-w-full [&_.notion-table]:!w-full [&_.notion-table]:!max-w-full">
          <header className="flex flex-col gap-3">
            {(post.category[0] || post.tagItems.length > 0) && (
              <div className="flex flex-wrap items-center gap-2">
                <ScreenCategory className="rounded-full bg-gray-100 px-3 py-1 text-xs font-semibold hover:bg-gray-200 dark:bg-neutral-700 dark:hover:bg-neutral-600" />
                <ScreenTags classNames={{ chip: 'rounded-full px-2.5 py-1 text-xs' }} />
              </div>
            )}
            <ScreenTitle className="text-3xl font-bold leading-tight" />
            <div className="flex flex-wrap items-center gap-x-4 text-xs text-gray-600 dark:text-neutral-400">
              <ScreenMeta />
              <PageViews />
            </div>
          </header>
          <ScreenBody />
          <ScreenShare />
          <ScreenNeighbours classNames={{ link: 'flex flex-col gap-1 rounded-xl bg-gray-50 p-3 hover:bg-gray-100 dark:bg-neutral-900 dark:hover:bg-black' }} />
          <AdSlot className="h-[280px] w-full" />
          <ScreenComments />
        </article>
        <ScreenRelated List={LinkGrid} classNames={{ heading: 'mb-4 text-lg font-bold' }} />
        <ScreenTocDrawer side="right" classNames={{ root: 'fixed right-0 top-1/2 z-20 rounded-l-xl bg-white p-2.5 text-gray-700 shadow-md hover:text-black dark:bg-neutral-800 dark:text-neutral-300 dark:hover:text-white', icon: 'h-5 w-5' }} />
      </div>
    </PostScreen>
  )
}
