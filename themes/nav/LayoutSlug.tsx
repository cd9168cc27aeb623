import { CategoryChip } from '@/components/list/CategoryChip'
import { Comments } from '@/components/comments/Comments'
import { PageViews } from '@/components/widgets/PageViews'
import { PostBody } from '@/components/post/PostBody'
import { PostMeta } from '@/components/post/PostMeta'
import { PostRedirect404 } from '@/components/post/PostRedirect404'
import { ShareBar } from '@/components/share/ShareBar'
import { TocDrawerButton } from '@/components/post/TocDrawerButton'
import { StaticPostNav, StaticTagList } from '@/components/loading/static-parts'
import { useGlobal } from '@/components/site/context'
import type { SlugPageProps } from '@/lib/site/page-props'
import { LinkGrid } from './Directory'

/**
 * A post on a white panel: its category and tags, the 3xl title, dates and views, the body (gallery
 * covers hidden), the share bar, the neighbours and the comments; related posts as link cards
 * under the panel; the contents open from a tab at the right edge.
 */
export function LayoutSlug({ post, prev, next, recommendations, site }: SlugPageProps) {
  const { t } = useGlobal()
  const isPost = post.type === 'Post'
  const linkedPosts = [...site.latestPosts, ...recommendations, ...(prev ? [prev] : []), ...(next ? [next] : [])]
  return (
    <div className="flex flex-col gap-8">
      <article className="flex flex-col gap-6 rounded-2xl bg-white p-5 shadow-[0_0_1px_rgba(0,0,0,0.2)] sm:p-8 dark:bg-neutral-800 dark:shadow-none [&_.notion-collection-card-cover]:hidden [&_.notion-collection]:!max-w-full [&_.notion-table]:!w-full [&_.notion-table]:!max-w-full">
        <header className="flex flex-col gap-3">
          {(post.category[0] || post.tagItems.length > 0) && (
            <div className="flex flex-wrap items-center gap-2">
              {post.category[0] && <CategoryChip name={post.category[0]} className="rounded-full bg-gray-100 px-3 py-1 text-xs font-semibold hover:bg-gray-200 dark:bg-neutral-700 dark:hover:bg-neutral-600" />}
              <StaticTagList tags={post.tagItems} chipClassName="rounded-full px-2.5 py-1 text-xs" />
            </div>
          )}
          <h1 className="text-3xl font-bold leading-tight">{post.title || t.COMMON.UNTITLED}</h1>
          <div className="flex flex-wrap items-center gap-x-4 text-xs text-gray-600 dark:text-neutral-400">
            <PostMeta post={post} showAuthor showLastEdited />
            <PageViews />
          </div>
        </header>
        <PostBody post={post} linkedPosts={linkedPosts} />
        <ShareBar post={post} />
        {isPost && <StaticPostNav prev={prev} next={next} linkClassName="flex flex-col gap-1 rounded-xl bg-gray-50 p-3 hover:bg-gray-100 dark:bg-neutral-900 dark:hover:bg-black" />}
        <Comments post={post} />
      </article>
      {isPost && recommendations.length > 0 && (
        <section aria-labelledby="nav-related">
          <h2 id="nav-related" className="mb-4 text-lg font-bold">
            {t.COMMON.RECOMMEND_POSTS}
          </h2>
          <LinkGrid posts={recommendations} />
        </section>
      )}
      {!post.lock && (
        <TocDrawerButton
          toc={post.toc}
          side="right"
          className="fixed right-0 top-1/2 z-20 rounded-l-xl bg-white p-2.5 text-gray-700 shadow-md hover:text-black dark:bg-neutral-800 dark:text-neutral-300 dark:hover:text-white"
          iconClassName="h-5 w-5"
        />
      )}
      <PostRedirect404 />
    </div>
  )
}
