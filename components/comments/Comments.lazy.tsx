import { useRouter } from 'next/router'
import { lazy, type RefObject, Suspense, useEffect, useRef } from 'react'
import { useGlobal } from '@/components/site/context'
import type { PostDetail } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { COMMENTS_ID, type CommentSystem } from '@/components/comments/comment-systems'
import { wantsCommentScroll, withoutCommentQuery } from '@/components/comments/comment-scroll-query'
import { followIntoView } from '@/components/comments/follow-into-view'
import { useInView } from '@/components/hooks/use-in-view'

// Only once the area is in view: no comment system's code loads before the visitor gets there.
const CommentSystemTabs = lazy(() => import('./CommentSystemTabs').then((m) => ({ default: m.CommentSystemTabs })))

/** What a post's comment area takes (the part, Comments.tsx, hands it on). */
export interface CommentsProps {
  post: Pick<PostDetail, 'id' | 'title' | 'comment' | 'href'>
  className?: string
}

/**
 * A `?target=comment` link or a giscus sign-in return: after COMMENT_SCROLL_DELAY_MS the page
 * scrolls smoothly to the comments and the request leaves the address (docs/behaviour.md §2). The post above
 * may still be arriving then (its body's chunk, images, the theme a `?theme=` link asks for), so
 * the scroll follows the comments while the page grows, for a few seconds or until the visitor scrolls.
 */
function useCommentScroll(ref: RefObject<HTMLElement | null>, delayMs: number) {
  const router = useRouter()
  const wanted = router.isReady && wantsCommentScroll(router.query)
  // Outlives the request's own effect, which ends as soon as the request leaves the address.
  const following = useRef<(() => void) | null>(null)
  useEffect(() => () => following.current?.(), [])
  useEffect(() => {
    if (!wanted) return
    const timer = window.setTimeout(() => {
      following.current?.()
      following.current = ref.current ? followIntoView(ref.current) : null
      void router.replace({ pathname: router.pathname, query: withoutCommentQuery(router.query) }, undefined, { shallow: true, scroll: false })
    }, delayMs)
    return () => window.clearTimeout(timer)
    // Once per request: the router object changes identity on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, delayMs])
}

/**
 * The comment area once Comments has decided there is one (browser only, its own chunk): a loading
 * line until it scrolls into view, then the configured `systems`.
 */
export function CommentSection({ post, systems, className }: CommentsProps & { systems: readonly CommentSystem[] }) {
  const { t, config } = useGlobal()
  const { ref, seen } = useInView<HTMLElement>()
  useCommentScroll(ref, config.COMMENT_SCROLL_DELAY_MS)
  const loading = (
    <p role="status" className="py-6 text-center text-sm text-gray-500 dark:text-gray-400">
      {t.COMMENT.LOADING}
    </p>
  )
  return (
    <section ref={ref} id={COMMENTS_ID} aria-label={t.COMMENT.TITLE} data-comments={seen ? 'loaded' : 'waiting'} className={cx('scroll-mt-20', className)}>
      {seen ? (
        <Suspense fallback={loading}>
          <CommentSystemTabs post={post} systems={systems} />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  )
}
