import { PageViews } from '@/components/widgets/PageViews'
import { PostScreen } from '@/components/post/PostScreen'
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
          <PostScreen.Title icon className="text-3xl font-bold leading-tight sm:text-4xl" />
          <PostScreen.Meta showCategory={medium.MEDIUM_POST_DETAIL_CATEGORY} />
          <PageViews className="text-sm text-gray-600 dark:text-gray-400" />
        </header>
        <PostScreen.Body />
        <PostScreen.Share />
        <PostScreen.Tags show={medium.MEDIUM_POST_DETAIL_TAG} />
        <PostScreen.Neighbours />
        <PostScreen.Related classNames={{ root: 'border-t border-gray-200 pt-6 dark:border-gray-800', heading: 'mb-3 text-lg font-semibold' }} />
        <PostScreen.Comments className="border-t border-gray-200 pt-6 dark:border-gray-800" />
      </article>
    </PostScreen>
  )
}
