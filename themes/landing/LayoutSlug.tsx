import { PageViews } from '@/components/widgets/PageViews'
import { PostScreen } from '@/components/post/PostScreen'
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
              <PostScreen.IfPost>
                <PostScreen.Category className="text-sm font-semibold uppercase tracking-wider text-blue-700 hover:underline dark:text-blue-300" />
              </PostScreen.IfPost>
              <PostScreen.Title icon className="mt-3 text-4xl font-extrabold leading-tight tracking-tighter text-gray-900 md:text-5xl dark:text-gray-100" />
              <PostScreen.IfPost>
                <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600 dark:text-gray-400">
                  <PostScreen.Meta className="contents" />
                  <PageViews />
                </div>
                <PostScreen.Tags classNames={{ root: 'mt-4 flex flex-wrap gap-2', chip: 'rounded-full px-3 py-1 text-xs font-medium' }} />
              </PostScreen.IfPost>
            </header>
            <PostScreen.Body />
            <div className="mt-12 flex flex-col gap-10">
              <PostScreen.Share />
              <PostScreen.Neighbours variant="cards" classNames={{ root: 'grid gap-4 sm:grid-cols-2', link: 'flex flex-col gap-1 rounded-lg border border-gray-200 p-4 hover:border-blue-600 dark:border-gray-800 dark:hover:border-blue-400' }} />
              <PostScreen.Recommended classNames={{ title: 'mb-3 text-xl font-bold', list: 'flex flex-col gap-2', link: 'text-blue-700 hover:underline dark:text-blue-300' }} />
              <PostScreen.Comments />
            </div>
          </div>
          {!post.fullWidth && (
            <aside className="hidden w-60 shrink-0 xl:block">
              <PostScreen.Toc classNames={{ root: 'sticky top-28 max-h-[70vh] overflow-y-auto rounded-lg border border-gray-200 p-4 text-sm dark:border-gray-800', item: 'block py-1 text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-gray-100', active: 'font-semibold !text-blue-700 dark:!text-blue-300' }} />
            </aside>
          )}
        </article>
      </div>
    </PostScreen>
  )
}
