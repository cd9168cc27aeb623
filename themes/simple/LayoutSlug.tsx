import { PageViews } from '@/components/widgets/PageViews'
import { IfPost, PostScreen } from '@/components/post/screen/PostScreen'
import { ScreenBody } from '@/components/post/screen/ScreenBody'
import { ScreenComments } from '@/components/post/screen/ScreenComments'
import { ScreenMeta } from '@/components/post/screen/ScreenMeta'
import { ScreenNeighbours } from '@/components/post/screen/ScreenNeighbours'
import { ScreenRelated } from '@/components/post/screen/ScreenRelated'
import { ScreenShare } from '@/components/post/screen/ScreenShare'
import { ScreenTags } from '@/components/post/screen/ScreenTags'
import { ScreenTitle } from '@/components/post/screen/ScreenTitle'
import type { SlugPageProps } from '@/lib/site/page-props'
import { cx } from '@/components/cx'
import { TITLE_COLOR } from './styles'
import { useSimpleConfig } from './use-simple-config'

/**
 * An article: the teal title, the meta line, the body, the share bar, the neighbours as text links,
 * a bordered box of related titles, then comments. Its contents sit in the sidebar (LayoutBase).
 */
export function LayoutSlug(props: SlugPageProps) {
  const simple = useSimpleConfig()
  return (
    <PostScreen page={props}>
      <article className="flex flex-col gap-6">
        <header className="flex flex-col gap-3 border-b border-gray-200 pb-6 dark:border-gray-800">
          <ScreenTitle icon className={cx('text-xl font-bold leading-snug md:text-2xl', TITLE_COLOR)} />
          <IfPost>
            <ScreenMeta showCategory className="text-gray-600 dark:text-gray-400" />
            <div className="flex flex-wrap items-center gap-3 text-sm text-gray-600 dark:text-gray-400">
              <ScreenTags classNames={{ chip: 'px-2 py-0.5 text-xs' }} />
              <PageViews />
            </div>
          </IfPost>
        </header>
        <ScreenBody />
        <ScreenShare />
        <ScreenNeighbours classNames={{ root: 'border-t border-gray-200 pt-6 dark:border-gray-800', link: 'flex flex-col gap-1 text-blue-700 hover:text-[#dd3333] dark:text-blue-300' }} />
        <ScreenRelated show={simple.SIMPLE_ARTICLE_RECOMMEND_POSTS} classNames={{ root: 'border border-gray-200 p-5 dark:border-gray-800', heading: 'mb-3 font-semibold text-gray-900 dark:text-gray-100', list: 'flex flex-col gap-1.5', link: 'text-blue-700 hover:text-[#dd3333] dark:text-blue-300' }} />
        <ScreenComments className="border-t border-gray-200 pt-6 dark:border-gray-800" />
      </article>
    </PostScreen>
  )
}
