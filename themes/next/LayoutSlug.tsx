import { CategoryChip } from '@/components/list/CategoryChip'
import { Comments } from '@/components/comments/Comments'
import { CalendarIcon } from '@/components/site/Icons'
import { PageViews } from '@/components/widgets/PageViews'
import { PostBody } from '@/components/post/PostBody'
import { PostCover } from '@/components/media/PostCover'
import { PostRedirect404 } from '@/components/post/PostRedirect404'
import { ReadingTime } from '@/components/post/ReadingTime'
import { ShareBar } from '@/components/share/ShareBar'
import { SiteLink } from '@/components/nav/SiteLink'
import { StaticPostCopyright, StaticPostNav, StaticRecommendedPosts, StaticTagList } from '@/components/loading/static-parts'
import { useGlobal } from '@/components/site/context'
import type { LayoutPropsMap } from '@/lib/site/page-props'
import { useNextConfig } from './use-next-config'

/**
 * A post in one large white card: the cover (NEXT_POST_HEADER_IMAGE_VISIBLE), the centred serif
 * title, the meta line (author, dates, views) with words and reading time, the body or the password form, the share bar,
 * the copyright box, related posts as a bordered list, the category and the tags, the neighbours
 * as small grey links, then the comments.
 */
export function LayoutSlug({ post, prev, next, recommendations, site }: LayoutPropsMap['LayoutSlug']) {
  const { t, config } = useGlobal()
  const theme = useNextConfig()
  const isPost = post.type === 'Post'
  const info = theme.NEXT_ARTICLE_INFO
  const category = post.category[0]
  const linkedPosts = [...site.latestPosts, ...recommendations, ...(prev ? [prev] : []), ...(next ? [next] : [])]
  return (
    <article className="flex flex-col gap-8 bg-white px-5 py-10 shadow-md transition-shadow sm:px-10 md:px-24 md:pt-24 md:hover:shadow-xl dark:bg-[#101414]">
      {theme.NEXT_POST_HEADER_IMAGE_VISIBLE && post.pageCover && <PostCover src={post.pageCover} priority className="max-h-96 w-full object-cover" />}
      <header className="flex flex-col items-center gap-3 text-center">
        <h1 className="font-serif text-3xl leading-snug">{post.title || t.COMMON.UNTITLED}</h1>
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
      <PostBody post={post} linkedPosts={linkedPosts} />
      {info && <ShareBar post={post} />}
      {isPost && theme.NEXT_ARTICLE_COPYRIGHT && (
        <StaticPostCopyright post={post} className="border-l-4 border-[#4e80ee] bg-gray-50 p-4 text-sm dark:bg-black" linkClassName="break-all text-[#3968d8] underline underline-offset-2 dark:text-[#8fb0f7]" />
      )}
      {isPost && theme.NEXT_ARTICLE_RELATE_POSTS && (
        <StaticRecommendedPosts
          posts={recommendations}
          className="border border-gray-300 p-5 dark:border-gray-700"
          titleClassName="mb-3 font-serif text-lg"
          listClassName="flex flex-col gap-1.5 text-sm"
          linkClassName="hover:text-[#4e80ee] hover:underline"
        />
      )}
      {info && isPost && (category || post.tagItems.length > 0) && (
        <div className="flex flex-wrap items-center justify-between gap-4 text-sm">
          {category ? (
            <CategoryChip name={category} className="border-b border-dashed border-gray-500 pb-0.5 hover:border-solid hover:text-[#4e80ee]" />
          ) : (
            <span />
          )}
          {post.tagItems.length > 0 && (
            <div className="flex flex-wrap items-center gap-2">
              <span>{t.COMMON.TAGS}:</span>
              <StaticTagList tags={post.tagItems} chipClassName="rounded-sm px-2 py-0.5 text-xs" />
            </div>
          )}
        </div>
      )}
      {isPost && (
        <StaticPostNav
          prev={prev}
          next={next}
          variant="links"
          className="border-t border-gray-200 pt-4 text-sm dark:border-gray-700"
          linkClassName="flex min-w-0 items-center gap-1 text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-white"
        />
      )}
      <Comments post={post} />
      <PostRedirect404 />
    </article>
  )
}
