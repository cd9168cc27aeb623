import { PageViews } from '@/components/widgets/PageViews'
import { PostScreen } from '@/components/post/screen/PostScreen'
import { ScreenBody } from '@/components/post/screen/ScreenBody'
import { ScreenComments } from '@/components/post/screen/ScreenComments'
import { ScreenMeta } from '@/components/post/screen/ScreenMeta'
import { ScreenNeighbours } from '@/components/post/screen/ScreenNeighbours'
import { ScreenRelated } from '@/components/post/screen/ScreenRelated'
import { ScreenShare } from '@/components/post/screen/ScreenShare'
import { ScreenTags } from '@/components/post/screen/ScreenTags'
import type { LayoutPropsMap } from '@/lib/site/page-props'

/**
 * A post, from the post page kit: PostScreen decides which parts a post shows (neighbours and
 * recommendations only for type Post, the share bar only with ENABLE_SHARE, comments unless
 * hidden) and sends the visitor to /404 if the article never appears; the theme gives the markup.
 * The title is in the frame's grey band (TitleBand.tsx) and the contents in the sidebar
 * (Sidebar.tsx): the frame wraps the band and the columns in the post's <article>, and this
 * column starts with the meta line.
 */
export function LayoutSlug(props: LayoutPropsMap['LayoutSlug']) {
  return (
    <PostScreen page={props}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600 dark:text-gray-400">
          <ScreenMeta showCategory />
          <PageViews />
        </div>
        {/* The Notion blocks, or the password form while the post is locked. */}
        <ScreenBody />
        <ScreenShare />
        <ScreenTags />
        <ScreenNeighbours />
        <ScreenRelated classNames={{ heading: 'mb-2 font-semibold' }} />
        {/* Loads the configured comment systems once scrolled into view. */}
        <ScreenComments />
      </div>
    </PostScreen>
  )
}
