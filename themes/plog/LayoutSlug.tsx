import { BackHomeAndTop } from '@/components/widgets/BackHomeAndTop'
import { Comments } from '@/components/comments/Comments'
import { PageViews } from '@/components/widgets/PageViews'
import { PostBody } from '@/components/post/PostBody'
import { PostIcon } from '@/components/post/PostIcon'
import { PostMeta } from '@/components/post/PostMeta'
import { PostRedirect404 } from '@/components/post/PostRedirect404'
import { ShareBar } from '@/components/share/ShareBar'
import { StaticPostNav, StaticRecommendedPosts, StaticTagList } from '@/components/loading/static-parts'
import { useGlobal } from '@/components/site/context'
import type { SlugPageProps } from '@/lib/site/page-props'

/**
 * An article in a wide column: the title and one meta line (mark, author, dates, category, tags,
 * views), the body, the share bar, the neighbours and related posts, comments, then back and top.
 */
export function LayoutSlug({ post, prev, next, recommendations, site }: SlugPageProps) {
  const { t } = useGlobal()
  const isPost = post.type === 'Post'
  const linkedPosts = [...site.latestPosts, ...recommendations, ...(prev ? [prev] : []), ...(next ? [next] : [])]
  return (
    <article className="mx-auto mt-10 max-w-6xl px-6 md:mt-16">
      <h1 className="text-3xl font-bold leading-tight text-black md:text-4xl dark:text-white">
        <PostIcon icon={post.pageIcon} /> {post.title || t.COMMON.UNTITLED}
      </h1>
      {isPost && (
        <div className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-gray-600 dark:text-gray-400">
          {site.siteInfo.icon && <PostIcon icon={site.siteInfo.icon} className="block h-6 w-6 rounded-full object-cover" />}
          <PostMeta post={post} showAuthor showLastEdited showCategory className="contents" />
          <StaticTagList tags={post.tagItems} chipClassName="rounded-full px-2 py-0.5 text-xs" />
          <PageViews />
        </div>
      )}
      <div className="mt-8">
        <PostBody post={post} linkedPosts={linkedPosts} />
      </div>
      <div className="mt-10">
        <ShareBar post={post} />
      </div>
      {isPost && (
        <>
          <StaticPostNav
            prev={prev}
            next={next}
            className="mt-12 border-t border-gray-200 pt-6 text-sm dark:border-neutral-800"
            linkClassName="flex flex-col gap-1 text-black hover:text-blue-700 dark:text-gray-100 dark:hover:text-blue-300"
          />
          <StaticRecommendedPosts posts={recommendations} className="mt-10" titleClassName="mb-3 text-sm uppercase tracking-widest text-gray-600 dark:text-gray-400" listClassName="flex flex-col gap-1.5" linkClassName="text-black hover:text-blue-700 dark:text-gray-100 dark:hover:text-blue-300" />
        </>
      )}
      <Comments post={post} className="mt-12" />
      <BackHomeAndTop className="mt-12 flex justify-between text-sm text-gray-600 dark:text-gray-400" linkClassName="hover:text-black dark:hover:text-white" />
      <PostRedirect404 />
    </article>
  )
}
