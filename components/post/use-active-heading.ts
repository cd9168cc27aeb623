import { useEffect, useState } from 'react'
import { activeHeadingId, type HeadingPosition } from '@/components/post/active-heading-id'
import { headingAnchorId } from '@/components/post/heading-anchor-id'
import throttle from 'lodash.throttle'

/**
 * The id of the heading being read among `ids` (heading block ids), found through the anchors
 * react-notion-x renders, re-read on scroll and resize at most every `throttleMs`
 * (SCROLL_SPY_THROTTLE_MS, docs/behaviour.md §9: 100).
 */
export function useActiveHeading(ids: readonly string[], offset: number, throttleMs: number): string | null {
  const [active, setActive] = useState<string | null>(null)
  const key = ids.join(',')
  useEffect(() => {
    const blockIds = key ? key.split(',') : []
    if (blockIds.length === 0) return
    const update = throttle(() => {
      const positions: HeadingPosition[] = []
      for (const id of blockIds) {
        const anchor = document.getElementById(headingAnchorId(id))
        if (anchor) positions.push({ id, top: anchor.getBoundingClientRect().top })
      }
      setActive(activeHeadingId(positions, offset))
    }, throttleMs)
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
      update.cancel()
    }
  }, [key, offset, throttleMs])
  return active
}
