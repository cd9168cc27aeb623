import { Comments } from '@/components/comments/Comments'
import { PageViews } from '@/components/widgets/PageViews'
import { PostBody } from '@/components/post/PostBody'
import { PostLinkList } from '@/components/list/PostLinkList'
import { PostMeta } from '@/components/post/PostMeta'
import { PostRedirect404 } from '@/components/post/PostRedirect404'
import { ShareBar } from '@/components/share/ShareBar'
import { TableOfContents } from '@/components/post/TableOfContents'
import { StaticPostNav, StaticTagList } from '@/components/loading/static-parts'
import { useGlobal } from '@/components/site/context'
import type { LayoutPropsMap } from '@/lib/site/page-props'

/** A post: PostBody renders the Notion blocks, or the password form while the post is locked. */
export function LayoutSlug({ post, prev, next, recommendations }: LayoutPropsMap['LayoutSlug']) {
  const { t } = useGlobal()
  const isPost = post.type === 'Post'
  return (
    <article className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{post.title}</h1>
      <PostMeta post={post} showAuthor showLastEdited showCategory />
      <PageViews className="text-sm text-gray-600 dark:text-gray-400" />
      {/* TableOfContents hides itself under TOC_MIN_ITEMS headings and highlights the one in view. */}
      <TableOfContents toc={post.toc} className="fixed right-6 top-24 hidden w-56 2xl:block" />
      <PostBody post={post} linkedPosts={recommendations} />
      {/* Shows itself only with ENABLE_SHARE on a post of type Post. */}
      <ShareBar post={post} />
      <StaticTagList tags={post.tagItems} />
      {isPost && <StaticPostNav prev={prev} next={next} />}
      {isPost && recommendations.length > 0 && (
        <section>
          <h2 className="mb-2 font-semibold">{t.COMMON.RECOMMEND_POSTS}</h2>
          <PostLinkList posts={recommendations} />
        </section>
      )}
      {/* Loads the configured comment systems once scrolled into view; hidden for bots and `comment: Hide`. */}
      <Comments post={post} />
      {/* Sends the visitor to /404 if the article never appears. */}
      <PostRedirect404 />
    </article>
  )
}
