import { PageViews } from '@/components/widgets/PageViews'
import { IfPost, PostScreen } from '@/components/post/screen/PostScreen'
import { ScreenBody } from '@/components/post/screen/ScreenBody'
import { ScreenCategory } from '@/components/post/screen/ScreenCategory'
import { ScreenComments } from '@/components/post/screen/ScreenComments'
import { ScreenMeta } from '@/components/post/screen/ScreenMeta'
import { ScreenNeighbours } from '@/components/post/screen/ScreenNeighbours'
import { ScreenRecommended } from '@/components/post/screen/ScreenRecommended'
import { ScreenShare } from '@/components/post/screen/ScreenShare'
import { ScreenTags } from '@/components/post/screen/ScreenTags'
import { ScreenTitle } from '@/components/post/screen/ScreenTitle'
import { ScreenToc } from '@/components/post/screen/ScreenToc'
import type { LayoutPropsMap } from '@/lib/site/page-props'
import { cx } from '@/components/cx'

/**
 * A post as landing shows an article: a 1024 px column under the fixed header, the category over
 * a large title, one meta line and the tags, then the body; beside it on wide screens the
 * contents, sticky. Under the body the share bar, the neighbours, related posts and comments.
 */
export function LayoutSlug(props: LayoutPropsMap['LayoutSlug']) {
  const { post } = props
  return (
    <PostScreen page={props}>
      <div className={cx('mx-auto w-full px-4 pb-20 pt-28 sm:px-6 md:pt-36', post.fullWidth ? 'max-w-6xl' : 'max-w-5xl')}>
        <article className="flex gap-12">
          <div className="min-w-0 flex-1">
            <header className="mb-10 border-b border-gray-200 pb-8 dark:border-gray-800">
              <IfPost>
                <ScreenCategory className="text-sm font-semibold uppercase tracking-wider text-blue-700 hover:underline dark:text-blue-300" />
              </IfPost>
              <ScreenTitle icon className="mt-3 text-4xl font-extrabold leading-tight tracking-tighter text-gray-900 md:text-5xl dark:text-gray-100" />
              <IfPost>
                <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600 dark:text-gray-400">
                  <ScreenMeta className="contents" />
                  <PageViews />
                </div>
                <ScreenTags classNames={{ root: 'mt-4 flex flex-wrap gap-2', chip: 'rounded-full px-3 py-1 text-xs font-medium' }} />
              </IfPost>
            </header>
            <ScreenBody />
            <div className="mt-12 flex flex-col gap-10">
              <ScreenShare />
              <ScreenNeighbours variant="cards" classNames={{ root: 'grid gap-4 sm:grid-cols-2', link: 'flex flex-col gap-1 rounded-lg border border-gray-200 p-4 hover:border-blue-600 dark:border-gray-800 dark:hover:border-blue-400' }} />
              <ScreenRecommended classNames={{ title: 'mb-3 text-xl font-bold', list: 'flex flex-col gap-2', link: 'text-blue-700 hover:underline dark:text-blue-300' }} />
              <ScreenComments />
            </div>
          </div>
          {!post.fullWidth && (
            <aside className="hidden w-60 shrink-0 xl:block">
              <ScreenToc classNames={{ root: 'sticky top-28 max-h-[70vh] overflow-y-auto rounded-lg border border-gray-200 p-4 text-sm dark:border-gray-800', item: 'block py-1 text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-gray-100', active: 'font-semibold !text-blue-700 dark:!text-blue-300' }} />
            </aside>
          )}
        </article>
      </div>
    </PostScreen>
  )
}
