import { useEffect, useState } from 'react'
import { activeHeadingId, type HeadingPosition } from '@/lib/ui/active-heading-id'
import { headingAnchorId } from '@/lib/ui/heading-anchor-id'
import { throttle } from '@/lib/ui/throttle'

/** Spec §9: the scroll spy re-reads heading positions at most every 100 ms while scrolling. */
export const SCROLL_SPY_THROTTLE_MS = 100

/**
 * The id of the heading being read among `ids` (heading block ids), found through the anchors
 * react-notion-x renders, re-read on scroll and resize.
 */
export function useActiveHeading(ids: readonly string[], offset: number): string | null {
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
    }, SCROLL_SPY_THROTTLE_MS)
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
      update.cancel()
    }
  }, [key, offset])
  return active
}
