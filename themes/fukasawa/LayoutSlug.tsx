import { FolderIcon } from '@/components/site/Icons'
import { PageViews } from '@/components/widgets/PageViews'
import { IfPost, PostScreen } from '@/components/post/screen/PostScreen'
import { ScreenBody } from '@/components/post/screen/ScreenBody'
import { ScreenCategory } from '@/components/post/screen/ScreenCategory'
import { ScreenComments } from '@/components/post/screen/ScreenComments'
import { ScreenMeta } from '@/components/post/screen/ScreenMeta'
import { ScreenNeighbours } from '@/components/post/screen/ScreenNeighbours'
import { ScreenRelated } from '@/components/post/screen/ScreenRelated'
import { ScreenShare } from '@/components/post/screen/ScreenShare'
import { ScreenTags } from '@/components/post/screen/ScreenTags'
import { ScreenTitle } from '@/components/post/screen/ScreenTitle'
import { PostCover } from '@/components/media/PostCover'
import type { SlugPageProps } from '@/lib/site/page-props'

/**
 * A post: its cover across the top, then a white panel with wide margins (title, meta line, tags,
 * body, share bar); the neighbours as two blocks that turn dark on hover; related titles; the
 * comments in a card of their own.
 */
export function LayoutSlug(props: SlugPageProps) {
  const { post } = props
  return (
    <PostScreen page={props}>
      <article className="mx-auto flex max-w-5xl flex-col gap-4">
        <div className="bg-white shadow-sm dark:bg-[#101414]">
          {post.pageCover && <PostCover src={post.pageCover} priority width={1200} height={630} className="max-h-[60vh] w-full object-cover" />}
          <div className="px-5 pb-10 pt-10 sm:px-10 md:px-32 md:pt-24">
            <ScreenTitle icon className="text-3xl font-bold leading-tight text-gray-900 md:text-4xl dark:text-gray-100" />
            <IfPost>
              <div className="mt-5 flex flex-col gap-3">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600 dark:text-gray-400">
                  <ScreenCategory icon={<FolderIcon className="size-4" />} className="border-b border-dashed border-gray-500 text-gray-700 hover:text-indigo-700 dark:text-gray-300 dark:hover:text-indigo-300" />
                  <ScreenMeta className="contents" />
                  <PageViews />
                </div>
                <ScreenTags classNames={{ chip: 'px-2 py-0.5 text-xs' }} />
              </div>
            </IfPost>
            {/* Wide Notion tables scroll inside the panel instead of widening the page. */}
            <ScreenBody className="mt-10 overflow-x-auto" />
            <ScreenShare className="mt-10" />
          </div>
        </div>
        <ScreenNeighbours classNames={{ root: '!gap-4', link: 'flex min-h-28 flex-col justify-center gap-1 bg-white/60 px-6 text-gray-900 transition-colors hover:bg-[#101414] hover:text-white dark:bg-white/5 dark:text-gray-100 dark:hover:bg-black [&>span:first-child]:hover:text-gray-300' }} />
        <ScreenRelated classNames={{ root: 'bg-white p-6 shadow-sm sm:px-10 dark:bg-[#101414]', heading: 'mb-3 font-bold text-gray-900 dark:text-gray-100', list: 'flex flex-col gap-1.5', link: 'text-gray-900 hover:text-blue-600 dark:text-gray-100 dark:hover:text-blue-400' }} />
        <ScreenComments className="bg-white p-6 shadow-sm empty:hidden sm:px-10 dark:bg-[#101414]" />
      </article>
    </PostScreen>
  )
}
