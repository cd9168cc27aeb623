import { useEffect, useState } from 'react'
import { nextTypedText, TYPED_TEXT_START, typedTextOf } from '@/components/widgets/typed-text'
import { cx } from '@/components/cx'
import { useReducedMotion } from '../hooks/use-reduced-motion'
import type { Slots } from '../slots'

export interface TypedTextProps {
  words: readonly string[]
  /** `root`: the text; `cursor`: the blinking caret after it. */
  classNames?: Slots<'root' | 'cursor'>
  /** ms a character; erasing goes twice as fast. */
  speedMs?: number
  /** ms a whole word rests before it is erased. */
  pauseMs?: number
}

/**
 * A line that types its words out one after another and erases them, with a blinking cursor (the
 * hero greetings). The server and readers of reduced motion get the first word whole, and screen
 * readers always read every word, once.
 */
export function TypedText({ words, classNames = {}, speedMs = 120, pauseMs = 1600 }: TypedTextProps) {
  const { root: className, cursor: cursorClassName = 'ml-0.5 inline-block w-[0.08em] animate-pulse bg-current' } = classNames
  const reduced = useReducedMotion()
  const [state, setState] = useState(() => ({ ...TYPED_TEXT_START, length: Array.from(words[0] ?? '').length, erasing: true }))
  const animate = !reduced && words.length > 0
  const whole = state.length === Array.from(words[state.word] ?? '').length
  useEffect(() => {
    if (!animate) return
    const delay = state.erasing ? (whole ? pauseMs : speedMs / 2) : state.length === 0 ? speedMs * 3 : speedMs
    const timer = setTimeout(() => setState((current) => nextTypedText(current, words)), delay)
    return () => clearTimeout(timer)
  }, [animate, state, whole, words, speedMs, pauseMs])
  if (words.length === 0) return null
  const shown = animate ? typedTextOf(state, words) : (words[0] ?? '')
  return (
    <span className={className}>
      <span className="sr-only">{words.join(' · ')}</span>
      <span aria-hidden="true">
        {shown}
        <span className={cx(cursorClassName)}>&#8203;</span>
      </span>
    </span>
  )
}
