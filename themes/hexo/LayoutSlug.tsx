import { PostScreen } from '@/components/post/screen/PostScreen'
import { ScreenBody } from '@/components/post/screen/ScreenBody'
import { ScreenComments } from '@/components/post/screen/ScreenComments'
import { ScreenCopyright } from '@/components/post/screen/ScreenCopyright'
import { ScreenNeighbours } from '@/components/post/screen/ScreenNeighbours'
import { ScreenRecommended } from '@/components/post/screen/ScreenRecommended'
import { ScreenShare } from '@/components/post/screen/ScreenShare'
import type { LayoutPropsMap } from '@/lib/site/page-props'
import { cx } from '@/components/cx'
import { ArticleHero } from './Heroes'
import { Sidebar } from './Sidebar'
import { CANVAS, COLUMN } from './styles'
import { useHexoConfig } from './use-hexo-config'

/**
 * A post: its cover band (category, title, dates, tags), then on the grey canvas its white card
 * beside the sidebar (whose catalogue follows it): the body or the password form, the share bar,
 * the copyright box, recommended posts as image tiles, the previous and next posts as plain links
 * at either end, then the comments.
 */
export function LayoutSlug(props: LayoutPropsMap['LayoutSlug']) {
  const { post } = props
  const hexo = useHexoConfig()
  return (
    <PostScreen page={props}>
      <article className="flex flex-1 flex-col">
        <ArticleHero post={post} />
        <div className={cx(CANVAS, 'pt-8')}>
          <div
            className={cx(
              COLUMN,
              post.fullWidth && 'max-w-none',
              'flex flex-col gap-8 rounded-xl border border-gray-200 bg-white px-4 py-8 shadow-md transition-shadow lg:px-10 lg:hover:shadow-xl dark:border-gray-800 dark:bg-[#101414]'
            )}
          >
            <ScreenBody />
            <ScreenShare />
            <ScreenCopyright show={hexo.HEXO_ARTICLE_COPYRIGHT} classNames={{ root: 'rounded-lg border border-gray-200 bg-gray-50 p-4 text-sm dark:border-gray-700 dark:bg-black', link: 'break-all text-indigo-600 underline underline-offset-4 hover:text-indigo-800 dark:text-indigo-300 dark:hover:text-indigo-200' }} />
            <ScreenRecommended show={hexo.HEXO_ARTICLE_RECOMMEND} variant="tiles" classNames={{ title: 'mb-3 text-lg font-bold', tile: 'relative block h-40 overflow-hidden rounded-lg bg-gray-800' }} />
            <ScreenNeighbours show={hexo.HEXO_ARTICLE_ADJACENT} variant="links" classNames={{ root: 'border-t border-gray-200 pt-6 dark:border-gray-700', link: 'flex min-w-0 items-center gap-1 hover:text-indigo-600 dark:hover:text-indigo-300' }} />
            <ScreenComments />
          </div>
          {!post.fullWidth && <Sidebar post={post} />}
        </div>
      </article>
    </PostScreen>
  )
}
