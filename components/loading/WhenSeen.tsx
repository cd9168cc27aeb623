import type { ReactNode } from 'react'
import { useInView } from '../hooks/use-in-view'

export interface WhenSeenProps {
  /** The box that waits for the viewport: give it the height its content will take, so nothing jumps. */
  className?: string
  /** How near the viewport counts as seen. */
  rootMargin?: string
  /** Drawn once the box has come near the viewport; a lazy part here is fetched only then. */
  children: ReactNode
}

/**
 * Holds back what lies below the fold (a sidebar's lower cards, say) until the reader scrolls near
 * it, so a page that is read and left never downloads it. Server and first render draw the empty
 * box only; put a lazyPart inside for its chunk to wait too.
 */
export function WhenSeen({ className, rootMargin, children }: WhenSeenProps) {
  const { ref, seen } = useInView<HTMLDivElement>(rootMargin)
  return (
    <div ref={ref} className={className}>
      {seen && children}
    </div>
  )
}
