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
import { ScreenToc } from '@/components/post/screen/ScreenToc'
import type { LayoutPropsMap } from '@/lib/site/page-props'
import { cx } from '@/components/cx'
import { PageBanner } from './PageBanner'
import { BODY, CARD } from './styles'

/**
 * A post under starter's page banner (its title and summary): the meta line and chips, the contents
 * in a card, the Notion body, the share bar, the neighbours as cards, related posts and comments.
 */
export function LayoutSlug(props: LayoutPropsMap['LayoutSlug']) {
  const { post } = props
  return (
    <PostScreen page={props}>
      {({ title }) => (
        <article>
          <PageBanner title={title} text={post.summary} />
          <div className={cx('mx-auto w-full px-4 pb-20 pt-10', post.fullWidth ? 'max-w-[1170px]' : 'max-w-[840px]')}>
            <IfPost>
              <div className={cx('mb-10 flex flex-wrap items-center justify-center gap-x-5 gap-y-3 text-sm', BODY)}>
                <ScreenCategory className="rounded-[5px] bg-[#3758F9] px-4 py-1 text-xs font-semibold text-white dark:bg-[#5a76fb] dark:text-[#111928]" />
                <ScreenMeta className="contents" />
                <PageViews />
                <ScreenTags classNames={{ root: 'flex flex-wrap gap-2', chip: 'rounded-md px-3 py-1 text-xs font-medium' }} />
              </div>
            </IfPost>
            <ScreenToc classNames={{ root: cx(CARD, 'mb-10 p-6 text-sm'), item: 'block py-1 text-[#637381] hover:text-[#3758F9] dark:text-gray-300 dark:hover:text-[#8099ff]', active: 'font-semibold !text-[#3758F9] dark:!text-[#8099ff]' }} />
            <ScreenBody />
            <div className="mt-14 flex flex-col gap-10">
              <ScreenShare />
              <ScreenNeighbours variant="cards" classNames={{ root: 'grid gap-5 sm:grid-cols-2', link: cx(CARD, 'flex flex-col gap-1 p-5 hover:text-[#3758F9] dark:hover:text-[#8099ff]') }} />
              <ScreenRecommended classNames={{ title: 'mb-4 text-2xl font-bold text-[#111928] dark:text-white', list: 'flex flex-col gap-2', link: 'text-[#3758F9] hover:underline dark:text-[#8099ff]' }} />
              <ScreenComments />
            </div>
          </div>
        </article>
      )}
    </PostScreen>
  )
}
