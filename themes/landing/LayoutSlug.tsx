import { CategoryChip } from '@/components/list/CategoryChip'
import { Comments } from '@/components/comments/Comments'
import { PageViews } from '@/components/widgets/PageViews'
import { PostBody } from '@/components/post/PostBody'
import { PostIcon } from '@/components/post/PostIcon'
import { PostMeta } from '@/components/post/PostMeta'
import { PostRedirect404 } from '@/components/post/PostRedirect404'
import { ShareBar } from '@/components/share/ShareBar'
import { TableOfContents } from '@/components/post/TableOfContents'
import { StaticPostNav, StaticRecommendedPosts, StaticTagList } from '@/components/loading/static-parts'
import { useGlobal } from '@/components/site/context'
import type { LayoutPropsMap } from '@/lib/site/page-props'
import { cx } from '@/components/cx'

/**
 * A post as landing shows an article: a 1024 px column under the fixed header, the category over
 * a large title, one meta line and the tags, then the body; beside it on wide screens the
 * contents, sticky. Under the body the share bar, the neighbours, related posts and comments.
 */
export function LayoutSlug({ post, prev, next, recommendations, site }: LayoutPropsMap['LayoutSlug']) {
  const { t } = useGlobal()
  const isPost = post.type === 'Post'
  const linkedPosts = [...site.latestPosts, ...recommendations, ...(prev ? [prev] : []), ...(next ? [next] : [])]
  return (
    <div className={cx('mx-auto w-full px-4 pb-20 pt-28 sm:px-6 md:pt-36', post.fullWidth ? 'max-w-6xl' : 'max-w-5xl')}>
      <article className="flex gap-12">
        <div className="min-w-0 flex-1">
          <header className="mb-10 border-b border-gray-200 pb-8 dark:border-gray-800">
            {isPost && post.category[0] && (
              <CategoryChip name={post.category[0]} className="text-sm font-semibold uppercase tracking-wider text-blue-700 hover:underline dark:text-blue-300" />
            )}
            <h1 className="mt-3 text-4xl font-extrabold leading-tight tracking-tighter text-gray-900 md:text-5xl dark:text-gray-100">
              <PostIcon icon={post.pageIcon} /> {post.title || t.COMMON.UNTITLED}
            </h1>
            {isPost && (
              <>
                <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600 dark:text-gray-400">
                  <PostMeta post={post} showAuthor showLastEdited className="contents" />
                  <PageViews />
                </div>
                <StaticTagList tags={post.tagItems} className="mt-4 flex flex-wrap gap-2" chipClassName="rounded-full px-3 py-1 text-xs font-medium" />
              </>
            )}
          </header>
          <PostBody post={post} linkedPosts={linkedPosts} />
          <div className="mt-12 flex flex-col gap-10">
            <ShareBar post={post} />
            {isPost && (
              <>
                <StaticPostNav
                  prev={prev}
                  next={next}
                  variant="cards"
                  className="grid gap-4 sm:grid-cols-2"
                  linkClassName="flex flex-col gap-1 rounded-lg border border-gray-200 p-4 hover:border-blue-600 dark:border-gray-800 dark:hover:border-blue-400"
                />
                <StaticRecommendedPosts
                  posts={recommendations}
                  titleClassName="mb-3 text-xl font-bold"
                  listClassName="flex flex-col gap-2"
                  linkClassName="text-blue-700 hover:underline dark:text-blue-300"
                />
              </>
            )}
            <Comments post={post} />
          </div>
        </div>
        {!post.fullWidth && (
          <aside className="hidden w-60 shrink-0 xl:block">
            <TableOfContents
              toc={post.toc}
              className="sticky top-28 max-h-[70vh] overflow-y-auto rounded-lg border border-gray-200 p-4 text-sm dark:border-gray-800"
              itemClassName="block py-1 text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-gray-100"
              activeClassName="font-semibold !text-blue-700 dark:!text-blue-300"
            />
          </aside>
        )}
      </article>
      <PostRedirect404 />
    </div>
  )
}
