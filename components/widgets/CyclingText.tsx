import { useState } from 'react'

export interface CyclingTextProps {
  /** The phrases; the first shows first (so the server and the browser agree). */
  words: readonly string[]
  className?: string
}

/** A button that shows one short phrase and moves to the next on each click (heo's greeting pill). */
export function CyclingText({ words, className }: CyclingTextProps) {
  const [index, setIndex] = useState(0)
  if (words.length === 0) return null
  return (
    <button type="button" aria-live="polite" onClick={() => setIndex((current) => (current + 1) % words.length)} className={className}>
      {words[index % words.length]}
    </button>
  )
}
