import { BackHomeAndTop } from '@/components/widgets/BackHomeAndTop'
import { PageViews } from '@/components/widgets/PageViews'
import { PostScreen } from '@/components/post/PostScreen'
import type { SlugPageProps } from '@/lib/site/page-props'

/**
 * A post or page: the title, one meta line (the site's mark, author, date, tags, views), the body,
 * the share bar and comments, then "back" and "top". On wide screens the contents float beside the
 * column, sticky, outside it.
 */
export function LayoutSlug(props: SlugPageProps) {
  return (
    <PostScreen page={props}>
      <article className="relative">
        <PostScreen.Title icon className="text-3xl font-bold leading-tight text-black dark:text-gray-100" />
        <PostScreen.IfPost>
          <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-gray-600 dark:text-gray-400">
            <PostScreen.SiteMark className="block h-6 w-6 rounded-full object-cover" />
            <PostScreen.Meta className="contents" />
            <PostScreen.Category className="underline decoration-dotted underline-offset-4 hover:text-black dark:hover:text-white" />
            <PostScreen.Tags classNames={{ chip: 'px-2 py-0.5 text-xs' }} />
            <PageViews />
          </div>
        </PostScreen.IfPost>
        <div className="absolute inset-y-0 left-full ml-12 hidden w-56 xl:block">
          <PostScreen.Toc classNames={{ root: 'sticky top-32 max-h-96 overflow-y-auto text-sm text-gray-600 dark:text-gray-400', item: 'py-0.5 hover:text-black dark:hover:text-white', active: 'font-medium text-black dark:text-white' }} />
        </div>
        <PostScreen.Body className="mt-8" />
        <PostScreen.Share className="mt-10" />
        <PostScreen.Neighbours classNames={{ root: 'mt-12 border-t border-gray-200 pt-6 text-sm dark:border-gray-800', link: 'flex flex-col gap-1 text-black hover:underline dark:text-gray-100' }} />
        <PostScreen.Recommended classNames={{ root: 'mt-10', title: 'mb-3 text-sm font-medium uppercase tracking-wider text-gray-600 dark:text-gray-400', list: 'flex flex-col gap-1.5', link: 'text-black hover:underline dark:text-gray-100' }} />
        <PostScreen.Comments className="mt-12" />
        <BackHomeAndTop classNames={{ root: 'mt-12 flex justify-between text-sm text-gray-600 dark:text-gray-400', link: 'hover:text-black dark:hover:text-white' }} />
      </article>
    </PostScreen>
  )
}
