import { useEffect, useRef, useState } from 'react'

/**
 * Whether the visitor is scrolling down ('down') or up ('up'); 'up' at the top of the page and
 * until they have moved `threshold` px, so a header that hides on the way down never flickers on
 * a small jitter.
 */
export function useScrollDirection(threshold = 8): 'up' | 'down' {
  const [direction, setDirection] = useState<'up' | 'down'>('up')
  const last = useRef(0)
  useEffect(() => {
    last.current = window.scrollY
    let frame = 0
    const onScroll = () => {
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        const y = window.scrollY
        if (y <= 0) setDirection('up')
        else if (Math.abs(y - last.current) >= threshold) setDirection(y > last.current ? 'down' : 'up')
        else return
        last.current = y
      })
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [threshold])
  return direction
}
