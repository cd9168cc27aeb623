import { CategoryChip } from '@/components/list/CategoryChip'
import { Comments } from '@/components/comments/Comments'
import { FolderIcon } from '@/components/site/Icons'
import { PageViews } from '@/components/widgets/PageViews'
import { PostBody } from '@/components/post/PostBody'
import { PostCover } from '@/components/media/PostCover'
import { PostIcon } from '@/components/post/PostIcon'
import { PostLinkList } from '@/components/list/PostLinkList'
import { PostMeta } from '@/components/post/PostMeta'
import { PostRedirect404 } from '@/components/post/PostRedirect404'
import { ShareBar } from '@/components/share/ShareBar'
import { StaticPostNav, StaticTagList } from '@/components/loading/static-parts'
import { useGlobal } from '@/components/site/context'
import type { SlugPageProps } from '@/lib/site/page-props'

/**
 * A post: its cover across the top, then a white panel with wide margins (title, meta line, tags,
 * body, share bar); the neighbours as two blocks that turn dark on hover; related titles; the
 * comments in a card of their own.
 */
export function LayoutSlug({ post, prev, next, recommendations, site }: SlugPageProps) {
  const { t } = useGlobal()
  const isPost = post.type === 'Post'
  const linkedPosts = [...site.latestPosts, ...recommendations, ...(prev ? [prev] : []), ...(next ? [next] : [])]
  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-4">
      <div className="bg-white shadow-sm dark:bg-[#101414]">
        {post.pageCover && <PostCover src={post.pageCover} priority width={1200} height={630} className="max-h-[60vh] w-full object-cover" />}
        <div className="px-5 pb-10 pt-10 sm:px-10 md:px-32 md:pt-24">
          <h1 className="text-3xl font-bold leading-tight text-gray-900 md:text-4xl dark:text-gray-100">
            <PostIcon icon={post.pageIcon} /> {post.title || t.COMMON.UNTITLED}
          </h1>
          {isPost && (
            <div className="mt-5 flex flex-col gap-3">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600 dark:text-gray-400">
                {post.category[0] && (
                  <CategoryChip
                    name={post.category[0]}
                    icon={<FolderIcon className="size-4" />}
                    className="border-b border-dashed border-gray-500 text-gray-700 hover:text-indigo-700 dark:text-gray-300 dark:hover:text-indigo-300"
                  />
                )}
                <PostMeta post={post} showAuthor showLastEdited className="contents" />
                <PageViews />
              </div>
              <StaticTagList tags={post.tagItems} chipClassName="px-2 py-0.5 text-xs" />
            </div>
          )}
          {/* Wide Notion tables scroll inside the panel instead of widening the page. */}
          <div className="mt-10 overflow-x-auto">
            <PostBody post={post} linkedPosts={linkedPosts} />
          </div>
          <div className="mt-10">
            <ShareBar post={post} />
          </div>
        </div>
      </div>
      {isPost && (
        <StaticPostNav
          prev={prev}
          next={next}
          className="!gap-4"
          linkClassName="flex min-h-28 flex-col justify-center gap-1 bg-white/60 px-6 text-gray-900 transition-colors hover:bg-[#101414] hover:text-white dark:bg-white/5 dark:text-gray-100 dark:hover:bg-black [&>span:first-child]:hover:text-gray-300"
        />
      )}
      {isPost && recommendations.length > 0 && (
        <section aria-labelledby="fukasawa-recommend" className="bg-white p-6 shadow-sm sm:px-10 dark:bg-[#101414]">
          <h2 id="fukasawa-recommend" className="mb-3 font-bold text-gray-900 dark:text-gray-100">
            {t.COMMON.RECOMMEND_POSTS}
          </h2>
          <PostLinkList posts={recommendations} className="flex flex-col gap-1.5" linkClassName="text-gray-900 hover:text-blue-600 dark:text-gray-100 dark:hover:text-blue-400" />
        </section>
      )}
      <Comments post={post} className="bg-white p-6 shadow-sm empty:hidden sm:px-10 dark:bg-[#101414]" />
      <PostRedirect404 />
    </article>
  )
}
