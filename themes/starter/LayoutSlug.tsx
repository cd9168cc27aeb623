import { CategoryChip } from '@/components/list/CategoryChip'
import { Comments } from '@/components/comments/Comments'
import { PageViews } from '@/components/widgets/PageViews'
import { PostBody } from '@/components/post/PostBody'
import { PostMeta } from '@/components/post/PostMeta'
import { PostRedirect404 } from '@/components/post/PostRedirect404'
import { ShareBar } from '@/components/share/ShareBar'
import { TableOfContents } from '@/components/post/TableOfContents'
import { StaticPostNav, StaticRecommendedPosts, StaticTagList } from '@/components/loading/static-parts'
import { useGlobal } from '@/components/site/context'
import type { LayoutPropsMap } from '@/lib/site/page-props'
import { cx } from '@/components/cx'
import { PageBanner } from './PageBanner'
import { BODY, CARD } from './styles'

/**
 * A post under starter's page banner (its title and summary): the meta line and chips, the contents
 * in a card, the Notion body, the share bar, the neighbours as cards, related posts and comments.
 */
export function LayoutSlug({ post, prev, next, recommendations, site }: LayoutPropsMap['LayoutSlug']) {
  const { t } = useGlobal()
  const isPost = post.type === 'Post'
  const linkedPosts = [...site.latestPosts, ...recommendations, ...(prev ? [prev] : []), ...(next ? [next] : [])]
  return (
    <article>
      <PageBanner title={post.title || t.COMMON.UNTITLED} text={post.summary} />
      <div className={cx('mx-auto w-full px-4 pb-20 pt-10', post.fullWidth ? 'max-w-[1170px]' : 'max-w-[840px]')}>
        {isPost && (
          <div className={cx('mb-10 flex flex-wrap items-center justify-center gap-x-5 gap-y-3 text-sm', BODY)}>
            {post.category[0] && <CategoryChip name={post.category[0]} className="rounded-[5px] bg-[#3758F9] px-4 py-1 text-xs font-semibold text-white dark:bg-[#5a76fb] dark:text-[#111928]" />}
            <PostMeta post={post} showAuthor showLastEdited className="contents" />
            <PageViews />
            <StaticTagList tags={post.tagItems} className="flex flex-wrap gap-2" chipClassName="rounded-md px-3 py-1 text-xs font-medium" />
          </div>
        )}
        <TableOfContents
          toc={post.toc}
          className={cx(CARD, 'mb-10 p-6 text-sm')}
          itemClassName="block py-1 text-[#637381] hover:text-[#3758F9] dark:text-gray-300 dark:hover:text-[#8099ff]"
          activeClassName="font-semibold !text-[#3758F9] dark:!text-[#8099ff]"
        />
        <PostBody post={post} linkedPosts={linkedPosts} />
        <div className="mt-14 flex flex-col gap-10">
          <ShareBar post={post} />
          {isPost && (
            <>
              <StaticPostNav prev={prev} next={next} variant="cards" className="grid gap-5 sm:grid-cols-2" linkClassName={cx(CARD, 'flex flex-col gap-1 p-5 hover:text-[#3758F9] dark:hover:text-[#8099ff]')} />
              <StaticRecommendedPosts posts={recommendations} titleClassName="mb-4 text-2xl font-bold text-[#111928] dark:text-white" listClassName="flex flex-col gap-2" linkClassName="text-[#3758F9] hover:underline dark:text-[#8099ff]" />
            </>
          )}
          <Comments post={post} />
        </div>
        <PostRedirect404 />
      </div>
    </article>
  )
}
