import { ChevronLeft, ChevronRight } from 'lucide-react'
import { CategoryChip } from '@/components/list/CategoryChip'
import { Comments } from '@/components/comments/Comments'
import { PageViews } from '@/components/widgets/PageViews'
import { PostBody } from '@/components/post/PostBody'
import { PostLinkList } from '@/components/list/PostLinkList'
import { PostMeta } from '@/components/post/PostMeta'
import { PostRedirect404 } from '@/components/post/PostRedirect404'
import { ShareBar } from '@/components/share/ShareBar'
import { SiteLink } from '@/components/nav/SiteLink'
import { StaticTagList } from '@/components/loading/static-parts'
import { useGlobal } from '@/components/site/context'
import type { SlugPageProps } from '@/lib/site/page-props'
import type { PostLink } from '@/lib/site/types'

const BOX =
  'flex h-20 min-w-0 flex-1 items-center gap-3 rounded-lg border border-gray-200 px-4 hover:text-green-700 dark:border-neutral-800 dark:hover:text-yellow-500'

/** One of the two bordered boxes at the document's foot. */
function Neighbour({ post, rel, label }: { post: PostLink; rel: 'prev' | 'next'; label: string }) {
  const Icon = rel === 'prev' ? ChevronLeft : ChevronRight
  return (
    <SiteLink href={post.href} rel={rel} className={`${BOX} ${rel === 'next' ? 'flex-row-reverse text-right' : ''}`}>
      <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
      <span className="flex min-w-0 flex-col">
        <span className="text-xs text-gray-600 dark:text-gray-400">{label}</span>
        <span className="truncate font-medium">{post.title}</span>
      </span>
    </SiteLink>
  )
}

/**
 * A document: the 3xl title, dates and author, the body (or the password form), the share bar,
 * the category chip and tag chips, then for posts two boxes to the previous and next document,
 * related documents and the comments.
 */
export function LayoutSlug({ post, prev, next, recommendations, site }: SlugPageProps) {
  const { t } = useGlobal()
  const isPost = post.type === 'Post'
  const linkedPosts = [...site.latestPosts, ...recommendations, ...(prev ? [prev] : []), ...(next ? [next] : [])]
  const category = post.category[0]
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 pt-2">
        <h1 className="text-3xl font-bold leading-tight">{post.title || t.COMMON.UNTITLED}</h1>
        <PostMeta post={post} showAuthor showLastEdited className="text-sm text-gray-600 dark:text-gray-400" />
        <PageViews className="text-sm text-gray-600 dark:text-gray-400" />
      </header>
      <PostBody post={post} linkedPosts={linkedPosts} />
      <ShareBar post={post} />
      {(category || post.tagItems.length > 0) && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {category ? (
            <CategoryChip name={category} className="rounded-md border border-gray-200 px-2 py-1 text-sm hover:border-gray-400 dark:border-neutral-700" />
          ) : (
            <span />
          )}
          <StaticTagList tags={post.tagItems} className="justify-end" />
        </div>
      )}
      {isPost && (prev || next) && (
        <nav aria-label={`${t.COMMON.PREV_POST} / ${t.COMMON.NEXT_POST}`} className="flex flex-col gap-3 sm:flex-row">
          {prev && <Neighbour post={prev} rel="prev" label={t.COMMON.PREV_POST} />}
          {next && <Neighbour post={next} rel="next" label={t.COMMON.NEXT_POST} />}
        </nav>
      )}
      {isPost && recommendations.length > 0 && (
        <section aria-labelledby="gitbook-related" className="border-t border-gray-200 pt-6 dark:border-neutral-800">
          <h2 id="gitbook-related" className="mb-3 font-semibold">
            {t.COMMON.RECOMMEND_POSTS}
          </h2>
          <PostLinkList posts={recommendations} linkClassName="hover:text-green-700 dark:hover:text-yellow-500" />
        </section>
      )}
      <Comments post={post} className="border-t border-gray-200 pt-6 dark:border-neutral-800" />
      <PostRedirect404 />
    </article>
  )
}
