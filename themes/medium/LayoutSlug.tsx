import { AdSlot } from '@/components/widgets/AdSlot'
import { PageViews } from '@/components/widgets/PageViews'
import { PostScreen } from '@/components/post/screen/PostScreen'
import { ScreenBody } from '@/components/post/screen/ScreenBody'
import { ScreenComments } from '@/components/post/screen/ScreenComments'
import { ScreenMeta } from '@/components/post/screen/ScreenMeta'
import { ScreenNeighbours } from '@/components/post/screen/ScreenNeighbours'
import { ScreenRelated } from '@/components/post/screen/ScreenRelated'
import { ScreenShare } from '@/components/post/screen/ScreenShare'
import { ScreenTags } from '@/components/post/screen/ScreenTags'
import { ScreenTitle } from '@/components/post/screen/ScreenTitle'
import type { SlugPageProps } from '@/lib/site/page-props'
import { useMediumConfig } from './use-medium-config'

/**
 * A post or page: title with its icon, dates, author and page views, the body (or the password
 * form), the share bar, tags, for posts of type Post the neighbours and recommendations, then the
 * comments. The contents live in the right
 * panel and the mobile drawer (LayoutBase).
 */
export function LayoutSlug(props: SlugPageProps) {
  const medium = useMediumConfig()
  return (
    <PostScreen page={props}>
      <article className="flex flex-col gap-8">
        <header className="flex flex-col gap-3">
          <ScreenTitle icon className="text-3xl font-bold leading-tight sm:text-4xl" />
          <ScreenMeta showCategory={medium.MEDIUM_POST_DETAIL_CATEGORY} />
          <PageViews className="text-sm text-gray-600 dark:text-gray-400" />
        </header>
        <ScreenBody />
        <AdSlot className="h-[280px] w-full" />
        <ScreenShare />
        <ScreenTags show={medium.MEDIUM_POST_DETAIL_TAG} />
        <ScreenNeighbours />
        <ScreenRelated classNames={{ root: 'border-t border-gray-200 pt-6 dark:border-gray-800', heading: 'mb-3 text-lg font-semibold' }} />
        <ScreenComments className="border-t border-gray-200 pt-6 dark:border-gray-800" />
      </article>
    </PostScreen>
  )
}
