import { BackHomeAndTop } from '@/components/widgets/BackHomeAndTop'
import { PageViews } from '@/components/widgets/PageViews'
import { IfPost, PostScreen } from '@/components/post/screen/PostScreen'
import { ScreenBody } from '@/components/post/screen/ScreenBody'
import { ScreenCategory } from '@/components/post/screen/ScreenCategory'
import { ScreenComments } from '@/components/post/screen/ScreenComments'
import { ScreenMeta } from '@/components/post/screen/ScreenMeta'
import { ScreenNeighbours } from '@/components/post/screen/ScreenNeighbours'
import { ScreenRecommended } from '@/components/post/screen/ScreenRecommended'
import { ScreenShare } from '@/components/post/screen/ScreenShare'
import { ScreenSiteMark } from '@/components/post/screen/ScreenSiteMark'
import { ScreenTags } from '@/components/post/screen/ScreenTags'
import { ScreenTitle } from '@/components/post/screen/ScreenTitle'
import { ScreenToc } from '@/components/post/screen/ScreenToc'
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
        <ScreenTitle icon className="text-3xl font-bold leading-tight text-black dark:text-gray-100" />
        <IfPost>
          <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-gray-600 dark:text-gray-400">
            <ScreenSiteMark className="block h-6 w-6 rounded-full object-cover" />
            <ScreenMeta className="contents" />
            <ScreenCategory className="underline decoration-dotted underline-offset-4 hover:text-black dark:hover:text-white" />
            <ScreenTags classNames={{ chip: 'px-2 py-0.5 text-xs' }} />
            <PageViews />
          </div>
        </IfPost>
        <div className="absolute inset-y-0 left-full ml-12 hidden w-56 xl:block">
          <ScreenToc classNames={{ root: 'sticky top-32 max-h-96 overflow-y-auto text-sm text-gray-600 dark:text-gray-400', item: 'py-0.5 hover:text-black dark:hover:text-white', active: 'font-medium text-black dark:text-white' }} />
        </div>
        <ScreenBody className="mt-8" />
        <ScreenShare className="mt-10" />
        <ScreenNeighbours classNames={{ root: 'mt-12 border-t border-gray-200 pt-6 text-sm dark:border-gray-800', link: 'flex flex-col gap-1 text-black hover:underline dark:text-gray-100' }} />
        <ScreenRecommended classNames={{ root: 'mt-10', title: 'mb-3 text-sm font-medium uppercase tracking-wider text-gray-600 dark:text-gray-400', list: 'flex flex-col gap-1.5', link: 'text-black hover:underline dark:text-gray-100' }} />
        <ScreenComments className="mt-12" />
        <BackHomeAndTop classNames={{ root: 'mt-12 flex justify-between text-sm text-gray-600 dark:text-gray-400', link: 'hover:text-black dark:hover:text-white' }} />
      </article>
    </PostScreen>
  )
}
