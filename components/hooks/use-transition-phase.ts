import { useEffect, useState } from 'react'
import { useReducedMotion } from './use-reduced-motion'

/**
 * The phases of a part that appears and disappears (docs/behaviour.md §4): `hidden` (not rendered), `enter`
 * (rendered in its starting look for a frame), `visible`, `leave` (rendered in its leaving look
 * until the animation ends). A theme styles each phase, e.g. `data-[phase=visible]:opacity-100`.
 * With reduced motion the part goes straight to `visible` and straight to `hidden`. With `appear`,
 * a part mounted already shown plays its entry too (a drawer whose code arrived with the click).
 */
export type TransitionPhase = 'hidden' | 'enter' | 'visible' | 'leave'

export function useTransitionPhase(shown: boolean, durationMs: number, { appear = false }: { appear?: boolean } = {}): TransitionPhase {
  const reduced = useReducedMotion()
  const [last, setLast] = useState(shown)
  const [moving, setMoving] = useState(appear && shown)
  // A change of `shown` starts a move, decided while rendering so the first frame already has it.
  if (last !== shown) {
    setLast(shown)
    setMoving(true)
  }
  useEffect(() => {
    if (!moving) return
    if (shown) {
      // Two frames: the starting look must be painted once before the move to `visible`.
      let second = 0
      const first = requestAnimationFrame(() => {
        second = requestAnimationFrame(() => setMoving(false))
      })
      return () => {
        cancelAnimationFrame(first)
        cancelAnimationFrame(second)
      }
    }
    const timer = setTimeout(() => setMoving(false), durationMs)
    return () => clearTimeout(timer)
  }, [moving, shown, durationMs])
  if (shown) return moving && !reduced ? 'enter' : 'visible'
  return moving && !reduced ? 'leave' : 'hidden'
}
