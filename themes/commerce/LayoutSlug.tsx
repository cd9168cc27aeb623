import { CoverPlaceholder } from '@/components/media/CoverPlaceholder'
import { InquiryLink } from '@/components/widgets/InquiryLink'
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
import { PostCover } from '@/components/media/PostCover'
import type { LayoutPropsMap } from '@/lib/site/page-props'
import { cx } from '@/components/cx'
import { RED_HOVER } from './styles'
import { useCommerceConfig } from './use-commerce-config'

/**
 * A product: a 384 px band with the cover under a dark veil, a bordered category chip and the name
 * in large white type; then the white box whose first row is the product's square picture beside
 * its name, summary and details (with an enquiry by e-mail), a thick red rule, the Notion body,
 * related products as picture tiles and the neighbouring products as plain links.
 */
export function LayoutSlug(props: LayoutPropsMap['LayoutSlug']) {
  const { post, site } = props
  const commerce = useCommerceConfig()
  const picture = post.pageCover || site.siteInfo.pageCover
  return (
    <PostScreen page={props}>
      {({ title }) => (
        <article className="flex flex-1 flex-col">
          <header className="relative isolate flex h-96 flex-col items-center justify-center gap-5 overflow-hidden bg-black px-4 text-center text-white">
            {post.pageCover && <img src={post.pageCover} alt="" fetchPriority="high" decoding="async" className="absolute inset-0 -z-20 h-full w-full object-cover" />}
            <div aria-hidden="true" className="absolute inset-0 -z-10 bg-black/70" />
            <ScreenCategory className="border border-white px-3 py-1 text-sm hover:bg-white hover:text-black" />
            <ScreenTitle className="max-w-4xl text-3xl font-bold leading-tight md:text-5xl" />
          </header>
          <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col px-3 py-8 sm:px-6 lg:px-8 lg:py-12">
            <div className="flex flex-col gap-8 border border-gray-200 bg-white px-4 py-8 transition-shadow md:px-10 lg:hover:shadow-xl dark:border-gray-800 dark:bg-[#101414] motion-reduce:transition-none">
              <IfPost>
                <div className="grid gap-8 md:grid-cols-2">
                  <div className="aspect-square overflow-hidden border border-gray-200 bg-gray-100 dark:border-gray-800 dark:bg-gray-900">
                    {picture ? <PostCover src={picture} priority className="h-full w-full object-cover" /> : <CoverPlaceholder seed={title} icon={post.pageIcon} className="h-full w-full" />}
                  </div>
                  <div className="flex flex-col gap-5">
                    <h2 className="text-2xl font-bold md:text-3xl">{title}</h2>
                    {post.summary && <p className="text-lg leading-relaxed text-gray-700 dark:text-gray-300">{post.summary}</p>}
                    <ScreenMeta className="text-gray-600 dark:text-gray-400 [&_a]:hover:text-[#D2232A] dark:[&_a]:hover:text-red-400" />
                    <div className="flex flex-wrap items-center gap-3">
                      <ScreenTags classNames={{ chip: 'px-2 py-0.5 text-xs hover:!bg-[#D2232A] hover:!text-white hover:!opacity-100' }} />
                      <PageViews className="text-sm text-gray-600 dark:text-gray-400" />
                    </div>
                    {commerce.COMMERCE_PRODUCT_INQUIRY && (
                      <InquiryLink subject={title} classNames={{ root: 'mt-auto inline-flex w-fit items-center gap-2 bg-[#D2232A] px-6 py-3 font-semibold text-white hover:bg-red-700', icon: 'size-5' }} />
                    )}
                  </div>
                </div>
              </IfPost>
              <hr className="border-t-2 border-[#D2232A]" />
              <ScreenBody />
              <ScreenShare />
              <ScreenRecommended variant="tiles" classNames={{ title: 'mb-4 border-b-2 border-[#D2232A] pb-2 text-lg font-bold', list: 'md:grid-cols-4', tile: 'relative block aspect-square overflow-hidden bg-gray-800' }} />
              <ScreenNeighbours variant="links" classNames={{ root: 'border-t border-gray-200 pt-6 dark:border-gray-700', link: cx('flex min-w-0 items-center gap-1', RED_HOVER) }} />
              <ScreenComments />
            </div>
          </div>
        </article>
      )}
    </PostScreen>
  )
}
