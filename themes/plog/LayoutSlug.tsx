import { BackHomeAndTop } from '@/components/widgets/BackHomeAndTop'
import { PageViews } from '@/components/widgets/PageViews'
import { IfPost, PostScreen } from '@/components/post/screen/PostScreen'
import { ScreenBody } from '@/components/post/screen/ScreenBody'
import { ScreenComments } from '@/components/post/screen/ScreenComments'
import { ScreenMeta } from '@/components/post/screen/ScreenMeta'
import { ScreenNeighbours } from '@/components/post/screen/ScreenNeighbours'
import { ScreenRecommended } from '@/components/post/screen/ScreenRecommended'
import { ScreenShare } from '@/components/post/screen/ScreenShare'
import { ScreenSiteMark } from '@/components/post/screen/ScreenSiteMark'
import { ScreenTags } from '@/components/post/screen/ScreenTags'
import { ScreenTitle } from '@/components/post/screen/ScreenTitle'
import type { SlugPageProps } from '@/lib/site/page-props'

/**
 * An article in a wide column: the title and one meta line (mark, author, dates, category, tags,
 * views), the body, the share bar, the neighbours and related posts, comments, then back and top.
 */
export function LayoutSlug(props: SlugPageProps) {
  return (
    <PostScreen page={props}>
      <article className="mx-auto mt-10 max-w-6xl px-6 md:mt-16">
        <ScreenTitle icon className="text-3xl font-bold leading-tight text-black md:text-4xl dark:text-white" />
        <IfPost>
          {/* The mark stays beside the line, which wraps whole beside it on a phone rather than leaving the mark alone. */}
          <div className="mt-5 flex items-start gap-3 text-sm text-gray-600 dark:text-gray-400">
            <ScreenSiteMark className="block h-6 w-6 shrink-0 rounded-full object-cover" />
            <div className="flex min-h-6 min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
              <ScreenMeta showCategory className="contents" />
              <ScreenTags classNames={{ chip: 'rounded-full px-2 py-0.5 text-xs' }} />
              <PageViews />
            </div>
          </div>
        </IfPost>
        <ScreenBody className="mt-8" />
        <ScreenShare className="mt-10" />
        <ScreenNeighbours classNames={{ root: 'mt-12 border-t border-gray-200 pt-6 text-sm dark:border-neutral-800', link: 'flex flex-col gap-1 text-black hover:text-blue-700 dark:text-gray-100 dark:hover:text-blue-300' }} />
        <ScreenRecommended classNames={{ root: 'mt-10', title: 'mb-3 text-sm uppercase tracking-widest text-gray-600 dark:text-gray-400', list: 'flex flex-col gap-1.5', link: 'text-black hover:text-blue-700 dark:text-gray-100 dark:hover:text-blue-300' }} />
        <ScreenComments className="mt-12" />
        <BackHomeAndTop classNames={{ root: 'mt-12 flex justify-between text-sm text-gray-600 dark:text-gray-400', link: 'hover:text-black dark:hover:text-white' }} />
      </article>
    </PostScreen>
  )
}
