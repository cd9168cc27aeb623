import { useCallback, useEffect, useRef, useState } from 'react'
import type { Paging } from '@/lib/site/page-props'
import type { PostSummary } from '@/lib/site/types'
import { isNearBottom } from '@/components/list/is-near-bottom'
import { fetchListPosts } from './fetch-list-posts'
import { PostPreviewPart } from './PostPreviewPart'
import throttle from 'lodash.throttle'

/** Start loading the next page this far above the page's end, in px: about two post cards. */
export const NEAR_BOTTOM_PX = 400

/**
 * The infinite list of docs/behaviour.md §4: it starts with the page's own posts, and the page counter grows
 * when the window is scrolled near the bottom (checked at most every `throttleMs`) or when
 * `loadMore` is called, only while pages remain.
 *
 * The position is also checked once when the listener is attached, and so after every page
 * loaded: the list is its own chunk and hydrates after the page, so a visitor who scrolled to
 * the end before that (or opened a page already near its end, or whose screen a page did not
 * fill) gets the next page without having to scroll again.
 */
export function useInfinitePosts(posts: readonly PostSummary[], paging: Paging, throttleMs: number) {
  const [more, setMore] = useState<PostSummary[]>([])
  const [lastPage, setLastPage] = useState(paging.page)
  const [failed, setFailed] = useState(false)
  const busy = useRef(false)
  const hasMore = !failed && lastPage < paging.totalPages

  const loadMore = useCallback(async () => {
    if (busy.current || !hasMore) return
    busy.current = true
    try {
      const next = lastPage + 1
      const nextPosts = await fetchListPosts(paging.basePath, next)
      if (!nextPosts) {
        setFailed(true)
        return
      }
      // A page of previews waits for their code (once), so each card appears whole.
      if (nextPosts.some((post) => post.preview)) await PostPreviewPart.preload().catch(() => undefined)
      setMore((current) => [...current, ...nextPosts])
      setLastPage(next)
    } catch (error) {
      console.warn('[infinite list] could not load the next page', error)
      setFailed(true)
    } finally {
      busy.current = false
    }
  }, [hasMore, lastPage, paging.basePath])

  useEffect(() => {
    if (!hasMore) return
    const measure = () => {
      const metrics = { scrollY: window.scrollY, viewportHeight: window.innerHeight, pageHeight: document.documentElement.scrollHeight }
      // A document with no layout (height 0) has no position to measure.
      if (metrics.pageHeight > 0 && isNearBottom(metrics, NEAR_BOTTOM_PX)) void loadMore()
    }
    const check = throttle(measure, throttleMs)
    window.addEventListener('scroll', check, { passive: true })
    measure()
    return () => {
      window.removeEventListener('scroll', check)
      check.cancel()
    }
  }, [hasMore, loadMore, throttleMs])

  return { posts: more.length > 0 ? [...posts, ...more] : posts, page: lastPage, hasMore, loadMore }
}
