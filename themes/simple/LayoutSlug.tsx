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
import { cx } from '@/components/cx'
import { TITLE_COLOR } from './styles'
import { useSimpleConfig } from './use-simple-config'

/**
 * An article: the teal title, the meta line, the body, the share bar, the neighbours as text links,
 * a bordered box of related titles, then comments. Its contents sit in the sidebar (LayoutBase).
 */
export function LayoutSlug({ post, prev, next, recommendations, site }: SlugPageProps) {
  const { t } = useGlobal()
  const simple = useSimpleConfig()
  const isPost = post.type === 'Post'
  const linkedPosts = [...site.latestPosts, ...recommendations, ...(prev ? [prev] : []), ...(next ? [next] : [])]
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 border-b border-gray-200 pb-6 dark:border-gray-800">
        <h1 className={cx('text-xl font-bold leading-snug md:text-2xl', TITLE_COLOR)}>
          <PostIcon icon={post.pageIcon} /> {post.title || t.COMMON.UNTITLED}
        </h1>
        {isPost && (
          <>
            <PostMeta post={post} showAuthor showLastEdited showCategory className="text-gray-600 dark:text-gray-400" />
            <div className="flex flex-wrap items-center gap-3 text-sm text-gray-600 dark:text-gray-400">
              <StaticTagList tags={post.tagItems} chipClassName="px-2 py-0.5 text-xs" />
              <PageViews />
            </div>
          </>
        )}
      </header>
      <PostBody post={post} linkedPosts={linkedPosts} />
      <ShareBar post={post} />
      {isPost && (
        <StaticPostNav
          prev={prev}
          next={next}
          className="border-t border-gray-200 pt-6 dark:border-gray-800"
          linkClassName="flex flex-col gap-1 text-blue-700 hover:text-[#dd3333] dark:text-blue-300"
        />
      )}
      {isPost && simple.SIMPLE_ARTICLE_RECOMMEND_POSTS && recommendations.length > 0 && (
        <section aria-labelledby="simple-recommend" className="border border-gray-200 p-5 dark:border-gray-800">
          <h2 id="simple-recommend" className="mb-3 font-semibold text-gray-900 dark:text-gray-100">
            {t.COMMON.RECOMMEND_POSTS}
          </h2>
          <PostLinkList posts={recommendations} className="flex flex-col gap-1.5" linkClassName="text-blue-700 hover:text-[#dd3333] dark:text-blue-300" />
        </section>
      )}
      <Comments post={post} className="border-t border-gray-200 pt-6 dark:border-gray-800" />
      <PostRedirect404 />
    </article>
  )
}
