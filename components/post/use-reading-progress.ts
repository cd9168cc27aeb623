import type { RefObject } from 'react'
import { scrollProgress } from '@/components/post/scroll-progress'
import { useScrollValue } from '../hooks/use-scroll-y'

/**
 * How far the visitor has read, 0 to 100: through the element `target` points at (an article), or
 * through the whole page without one. 0 on the server.
 */
export function useReadingProgress(target?: RefObject<HTMLElement | null>): number {
  const read = () => {
    const element = target?.current
    if (element) {
      const box = element.getBoundingClientRect()
      return scrollProgress({ scrollY: window.scrollY, viewportHeight: window.innerHeight, top: box.top + window.scrollY, height: box.height })
    }
    const page = document.documentElement
    return scrollProgress({ scrollY: window.scrollY, viewportHeight: window.innerHeight, top: 0, height: page.scrollHeight })
  }
  return useScrollValue(read, 0)
}
