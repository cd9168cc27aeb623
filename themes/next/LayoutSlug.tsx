import { CalendarIcon } from '@/components/site/Icons'
import { PageViews } from '@/components/widgets/PageViews'
import { IfPost, PostScreen } from '@/components/post/screen/PostScreen'
import { ScreenBody } from '@/components/post/screen/ScreenBody'
import { ScreenCategory } from '@/components/post/screen/ScreenCategory'
import { ScreenComments } from '@/components/post/screen/ScreenComments'
import { ScreenCopyright } from '@/components/post/screen/ScreenCopyright'
import { ScreenNeighbours } from '@/components/post/screen/ScreenNeighbours'
import { ScreenRecommended } from '@/components/post/screen/ScreenRecommended'
import { ScreenShare } from '@/components/post/screen/ScreenShare'
import { ScreenTags } from '@/components/post/screen/ScreenTags'
import { ScreenTitle } from '@/components/post/screen/ScreenTitle'
import { PostCover } from '@/components/media/PostCover'
import { ReadingTime } from '@/components/post/ReadingTime'
import { SiteLink } from '@/components/nav/SiteLink'
import { useGlobal } from '@/components/site/context'
import type { LayoutPropsMap } from '@/lib/site/page-props'
import { useNextConfig } from './use-next-config'

/**
 * A post in one large white card: the cover (NEXT_POST_HEADER_IMAGE_VISIBLE), the centred serif
 * title, the meta line (author, dates, views) with words and reading time, the body or the password form, the share bar,
 * the copyright box, related posts as a bordered list, the category and the tags, the neighbours
 * as small grey links, then the comments.
 */
export function LayoutSlug(props: LayoutPropsMap['LayoutSlug']) {
  const { post } = props
  const { t, config } = useGlobal()
  const theme = useNextConfig()
  const info = theme.NEXT_ARTICLE_INFO
  return (
    <PostScreen page={props}>
      <article className="flex flex-col gap-8 bg-white px-5 py-10 shadow-md transition-shadow sm:px-10 md:px-24 md:pt-24 md:hover:shadow-xl dark:bg-[#101414]">
        {theme.NEXT_POST_HEADER_IMAGE_VISIBLE && post.pageCover && <PostCover src={post.pageCover} priority className="max-h-96 w-full object-cover" />}
        <header className="flex flex-col items-center gap-3 text-center">
          <ScreenTitle icon className="font-serif text-3xl leading-snug" />
          {info && (
            <>
              <p className="flex flex-wrap items-center justify-center gap-x-2 text-sm text-gray-600 dark:text-gray-400">
                <SiteLink href="/about" className="hover:underline">
                  {config.AUTHOR}
                </SiteLink>
                <span aria-hidden="true">|</span>
                <CalendarIcon className="size-4" />
                <span className="sr-only">{t.COMMON.PUBLISHED_ON}</span>
                <SiteLink href="/archive" className="hover:underline">
                  <time dateTime={post.date.start_date}>{post.publishDay}</time>
                </SiteLink>
                {post.lastEditedDay && (
                  <>
                    <span aria-hidden="true">|</span>
                    <span>
                      {t.COMMON.LAST_EDITED} <time>{post.lastEditedDay}</time>
                    </span>
                  </>
                )}
                <PageViews className="before:mr-2 before:content-['|']" />
              </p>
              <ReadingTime wordCount={post.wordCount} className="justify-center text-sm text-gray-600 dark:text-gray-400" />
            </>
          )}
        </header>
        <ScreenBody />
        <ScreenShare show={info} />
        <ScreenCopyright show={theme.NEXT_ARTICLE_COPYRIGHT} classNames={{ root: 'border-l-4 border-[#4e80ee] bg-gray-50 p-4 text-sm dark:bg-black', link: 'break-all text-[#3968d8] underline underline-offset-2 dark:text-[#8fb0f7]' }} />
        <ScreenRecommended show={theme.NEXT_ARTICLE_RELATE_POSTS} classNames={{ root: 'border border-gray-300 p-5 dark:border-gray-700', title: 'mb-3 font-serif text-lg', list: 'flex flex-col gap-1.5 text-sm', link: 'hover:text-[#4e80ee] hover:underline' }} />
        <IfPost>
          {info && (post.category[0] || post.tagItems.length > 0) && (
            <div className="flex flex-wrap items-center justify-between gap-4 text-sm">
              {post.category[0] ? <ScreenCategory className="border-b border-dashed border-gray-500 pb-0.5 hover:border-solid hover:text-[#4e80ee]" /> : <span />}
              {post.tagItems.length > 0 && (
                <div className="flex flex-wrap items-center gap-2">
                  <span>{t.COMMON.TAGS}:</span>
                  <ScreenTags classNames={{ chip: 'rounded-sm px-2 py-0.5 text-xs' }} />
                </div>
              )}
            </div>
          )}
        </IfPost>
        <ScreenNeighbours variant="links" classNames={{ root: 'border-t border-gray-200 pt-4 text-sm dark:border-gray-700', link: 'flex min-w-0 items-center gap-1 text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-white' }} />
        <ScreenComments />
      </article>
    </PostScreen>
  )
}
