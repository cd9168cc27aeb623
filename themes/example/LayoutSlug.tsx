import { PageViews } from '@/components/widgets/PageViews'
import { PostScreen } from '@/components/post/PostScreen'
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
        <PostScreen.Title className="text-3xl font-bold" />
        <PostScreen.Meta showCategory />
        <PageViews className="text-sm text-gray-600 dark:text-gray-400" />
        {/* The contents hide under TOC_MIN_ITEMS headings and highlight the one in view. */}
        <PostScreen.Toc classNames={{ root: 'fixed right-6 top-24 hidden w-56 2xl:block' }} />
        {/* The Notion blocks, or the password form while the post is locked. */}
        <PostScreen.Body />
        <PostScreen.Share />
        <PostScreen.Tags />
        <PostScreen.Neighbours />
        <PostScreen.Related classNames={{ heading: 'mb-2 font-semibold' }} />
        {/* Loads the configured comment systems once scrolled into view. */}
        <PostScreen.Comments />
      </article>
    </PostScreen>
  )
}
