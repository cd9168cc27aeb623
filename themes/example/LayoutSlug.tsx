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
import { ScreenToc } from '@/components/post/screen/ScreenToc'
import type { LayoutPropsMap } from '@/lib/site/page-props'

/**
 * A post, from the post page kit: PostScreen decides which parts a post shows (neighbours and
 * recommendations only for type Post, the share bar only with ENABLE_SHARE, comments unless
 * hidden) and sends the visitor to /404 if the article never appears; the theme gives the markup.
 */
export function LayoutSlug(props: LayoutPropsMap['LayoutSlug']) {
  return (
    <PostScreen page={props}>
      <article className="flex flex-col gap-6">
        <ScreenTitle className="text-3xl font-bold" />
        <ScreenMeta showCategory />
        <PageViews className="text-sm text-gray-600 dark:text-gray-400" />
        {/* The contents hide under TOC_MIN_ITEMS headings and highlight the one in view. */}
        <ScreenToc classNames={{ root: 'fixed right-6 top-24 hidden w-56 2xl:block' }} />
        {/* The Notion blocks, or the password form while the post is locked. */}
        <ScreenBody />
        <ScreenShare />
        <ScreenTags />
        <ScreenNeighbours />
        <ScreenRelated classNames={{ heading: 'mb-2 font-semibold' }} />
        {/* Loads the configured comment systems once scrolled into view. */}
        <ScreenComments />
      </article>
    </PostScreen>
  )
}
