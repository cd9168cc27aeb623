import { Comments } from '@/components/comments/Comments'
import { PostBody } from '@/components/post/PostBody'
import { PostRedirect404 } from '@/components/post/PostRedirect404'
import { ShareBar } from '@/components/share/ShareBar'
import { StaticPostCopyright, StaticPostNav, StaticRecommendedPosts } from '@/components/loading/static-parts'
import type { LayoutPropsMap } from '@/lib/site/page-props'
import { cx } from '@/components/cx'
import { ArticleHero } from './Heroes'
import { Sidebar } from './Sidebar'
import { CANVAS, COLUMN } from './styles'
import { useHexoConfig } from './use-hexo-config'

/**
 * A post: its cover band (category, title, dates, tags), then on the grey canvas its white card
 * beside the sidebar (whose catalogue follows it): the body or the password form, the share bar,
 * the copyright box, recommended posts as image tiles, the previous and next posts as plain links
 * at either end, then the comments.
 */
export function LayoutSlug({ post, prev, next, recommendations, site }: LayoutPropsMap['LayoutSlug']) {
  const hexo = useHexoConfig()
  const isPost = post.type === 'Post'
  const linkedPosts = [...site.latestPosts, ...recommendations, ...(prev ? [prev] : []), ...(next ? [next] : [])]
  return (
    <article className="flex flex-1 flex-col">
      <ArticleHero post={post} />
      <div className={cx(CANVAS, 'pt-8')}>
        <div
          className={cx(
            COLUMN,
            post.fullWidth && 'max-w-none',
            'flex flex-col gap-8 rounded-xl border border-gray-200 bg-white px-4 py-8 shadow-md transition-shadow lg:px-10 lg:hover:shadow-xl dark:border-gray-800 dark:bg-[#101414]'
          )}
        >
          <PostBody post={post} linkedPosts={linkedPosts} />
          <ShareBar post={post} />
          {isPost && hexo.HEXO_ARTICLE_COPYRIGHT && (
            <StaticPostCopyright
              post={post}
              className="rounded-lg border border-gray-200 bg-gray-50 p-4 text-sm dark:border-gray-700 dark:bg-black"
              linkClassName="break-all text-indigo-600 underline underline-offset-4 hover:text-indigo-800 dark:text-indigo-300 dark:hover:text-indigo-200"
            />
          )}
          {isPost && hexo.HEXO_ARTICLE_RECOMMEND && (
            <StaticRecommendedPosts
              posts={recommendations}
              variant="tiles"
              fallbackCover={site.siteInfo.pageCover}
              titleClassName="mb-3 text-lg font-bold"
              tileClassName="relative block h-40 overflow-hidden rounded-lg bg-gray-800"
            />
          )}
          {isPost && hexo.HEXO_ARTICLE_ADJACENT && (
            <StaticPostNav
              prev={prev}
              next={next}
              variant="links"
              className="border-t border-gray-200 pt-6 dark:border-gray-700"
              linkClassName="flex min-w-0 items-center gap-1 hover:text-indigo-600 dark:hover:text-indigo-300"
            />
          )}
          <Comments post={post} />
          <PostRedirect404 />
        </div>
        {!post.fullWidth && <Sidebar post={post} />}
      </div>
    </article>
  )
}
