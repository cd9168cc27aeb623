import { BackHomeAndTop } from '@/components/widgets/BackHomeAndTop'
import { CategoryChip } from '@/components/list/CategoryChip'
import { Comments } from '@/components/comments/Comments'
import { LazyTableOfContents } from '@/components/loading/lazy-parts'
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
 * A post or page: the title, one meta line (the site's mark, author, date, tags, views), the body,
 * the share bar and comments, then "back" and "top". On wide screens the contents float beside the
 * column, sticky, outside it.
 */
export function LayoutSlug({ post, prev, next, recommendations, site }: SlugPageProps) {
  const { t } = useGlobal()
  const linkedPosts = [...site.latestPosts, ...recommendations, ...(prev ? [prev] : []), ...(next ? [next] : [])]
  return (
    <article className="relative">
      <h1 className="text-3xl font-bold leading-tight text-black dark:text-gray-100">
        <PostIcon icon={post.pageIcon} /> {post.title || t.COMMON.UNTITLED}
      </h1>
      {post.type === 'Post' && (
        <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-gray-600 dark:text-gray-400">
          {site.siteInfo.icon && <PostIcon icon={site.siteInfo.icon} className="block h-6 w-6 rounded-full object-cover" />}
          <PostMeta post={post} showAuthor showLastEdited className="contents" />
          {post.category[0] && <CategoryChip name={post.category[0]} className="underline decoration-dotted underline-offset-4 hover:text-black dark:hover:text-white" />}
          <StaticTagList tags={post.tagItems} chipClassName="px-2 py-0.5 text-xs" />
          <PageViews />
        </div>
      )}
      <div className="absolute inset-y-0 left-full ml-12 hidden w-56 xl:block">
        <LazyTableOfContents
          toc={post.toc}
          className="sticky top-32 max-h-96 overflow-y-auto text-sm text-gray-600 dark:text-gray-400"
          itemClassName="py-0.5 hover:text-black dark:hover:text-white"
          activeClassName="font-medium text-black dark:text-white"
        />
      </div>
      <div className="mt-8">
        <PostBody post={post} linkedPosts={linkedPosts} />
      </div>
      <div className="mt-10">
        <ShareBar post={post} />
      </div>
      {post.type === 'Post' && (
        <>
          <StaticPostNav prev={prev} next={next} className="mt-12 border-t border-gray-200 pt-6 text-sm dark:border-gray-800" linkClassName="flex flex-col gap-1 text-black hover:underline dark:text-gray-100" />
          <StaticRecommendedPosts posts={recommendations} className="mt-10" titleClassName="mb-3 text-sm font-medium uppercase tracking-wider text-gray-600 dark:text-gray-400" listClassName="flex flex-col gap-1.5" linkClassName="text-black hover:underline dark:text-gray-100" />
        </>
      )}
      <Comments post={post} className="mt-12" />
      <BackHomeAndTop className="mt-12 flex justify-between text-sm text-gray-600 dark:text-gray-400" linkClassName="hover:text-black dark:hover:text-white" />
      <PostRedirect404 />
    </article>
  )
}
