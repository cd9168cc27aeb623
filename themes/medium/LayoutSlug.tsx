import { Comments } from '@/components/comments/Comments'
import { PageViews } from '@/components/widgets/PageViews'
import { PostBody } from '@/components/post/PostBody'
import { PostIcon } from '@/components/post/PostIcon'
import { PostLinkList } from '@/components/list/PostLinkList'
import { PostMeta } from '@/components/post/PostMeta'
import { PostRedirect404 } from '@/components/post/PostRedirect404'
import { ShareBar } from '@/components/share/ShareBar'
import { StaticPostNav, StaticTagList } from '@/components/loading/static-parts'
import { useGlobal } from '@/components/site/context'
import type { SlugPageProps } from '@/lib/site/page-props'
import { useMediumConfig } from './use-medium-config'

/**
 * A post or page: title with its icon, dates, author and page views, the body (or the password
 * form), the share bar, tags, for posts of type Post the neighbours and recommendations, then the
 * comments. The contents live in the right
 * panel and the mobile drawer (LayoutBase).
 */
export function LayoutSlug({ post, prev, next, recommendations, site }: SlugPageProps) {
  const { t } = useGlobal()
  const medium = useMediumConfig()
  const isPost = post.type === 'Post'
  const linkedPosts = [...site.latestPosts, ...recommendations, ...(prev ? [prev] : []), ...(next ? [next] : [])]
  return (
    <article className="flex flex-col gap-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold leading-tight sm:text-4xl">
          <PostIcon icon={post.pageIcon} /> {post.title || t.COMMON.UNTITLED}
        </h1>
        <PostMeta post={post} showAuthor showLastEdited showCategory={medium.MEDIUM_POST_DETAIL_CATEGORY} />
        <PageViews className="text-sm text-gray-600 dark:text-gray-400" />
      </header>
      <PostBody post={post} linkedPosts={linkedPosts} />
      <ShareBar post={post} />
      {medium.MEDIUM_POST_DETAIL_TAG && post.tagItems.length > 0 && <StaticTagList tags={post.tagItems} />}
      {isPost && <StaticPostNav prev={prev} next={next} />}
      {isPost && recommendations.length > 0 && (
        <section aria-labelledby="medium-recommend" className="border-t border-gray-200 pt-6 dark:border-gray-800">
          <h2 id="medium-recommend" className="mb-3 text-lg font-semibold">
            {t.COMMON.RECOMMEND_POSTS}
          </h2>
          <PostLinkList posts={recommendations} />
        </section>
      )}
      <Comments post={post} className="border-t border-gray-200 pt-6 dark:border-gray-800" />
      <PostRedirect404 />
    </article>
  )
}
