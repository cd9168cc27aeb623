import type { ReactNode } from 'react'
import { useGlobal } from '@/lib/global/context'
import type { PostDetail, PostLink } from '@/lib/site/types'
import { BackToTop } from './BackToTop'
import { Comments } from './Comments'
import type { PostNavProps } from './PostNav'
import type { RecommendedPostsProps } from './RecommendedPosts'
import { ShareBar } from './ShareBar'
import { SiteLink } from './SiteLink'
import { StaticPostNav, StaticRecommendedPosts } from './static-parts'

/** A theme's look for its post foot: the classes of each part, and which optional parts it draws. */
export interface PostFootSkin {
  /** The box the foot stands in; without it its parts are the article's own children. */
  className?: string
  /** The box of the share bar; without it the bar stands alone. */
  shareClassName?: string
  /** The previous and next posts (posts only, not pages). */
  nav?: Omit<PostNavProps, 'prev' | 'next'>
  /** The recommended posts (posts only, not pages). */
  recommended?: Omit<RecommendedPostsProps, 'posts'>
  commentsClassName?: string
  /** "← Back to home" and "Back to top" in one row at the end; drawn only when given. */
  ends?: { className?: string; linkClassName?: string; topClassName?: string }
}

export interface PostFootProps extends PostFootSkin {
  post: PostDetail
  prev: PostLink | null
  next: PostLink | null
  recommendations: readonly PostLink[]
}

/**
 * The end of a post most themes draw alike: the share bar, the neighbours and the recommended posts
 * (for a post, not a page), the comments, and, when the theme wants it, a row to go back home or
 * to the top. The theme gives the classes of each part.
 */
export function PostFoot({ post, prev, next, recommendations, className, shareClassName, nav, recommended, commentsClassName, ends }: PostFootProps) {
  const { t } = useGlobal()
  const share = <ShareBar post={post} />
  const parts: ReactNode = (
    <>
      {shareClassName === undefined ? share : <div className={shareClassName}>{share}</div>}
      {post.type === 'Post' && (
        <>
          <StaticPostNav prev={prev} next={next} {...nav} />
          <StaticRecommendedPosts posts={recommendations} {...recommended} />
        </>
      )}
      <Comments post={post} className={commentsClassName} />
      {ends && (
        <div className={ends.className}>
          <SiteLink href="/" className={ends.linkClassName}>
            ← {t.COMMON.BACK_HOME}
          </SiteLink>
          <BackToTop showLabel className={ends.topClassName} iconClassName="size-4" />
        </div>
      )}
    </>
  )
  return className === undefined ? parts : <div className={className}>{parts}</div>
}
