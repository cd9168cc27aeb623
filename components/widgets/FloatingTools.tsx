import { lazyPart } from '../loading/lazy-part'
import { useScrolledPast } from '../hooks/use-scroll-y'
import { useTransitionPhase } from '../hooks/use-transition-phase'
import type { FloatingToolsProps } from './FloatingTools.lazy'

export type { FloatingTool, FloatingToolsProps } from './FloatingTools.lazy'

/** How long the strip takes to appear or go, in ms. */
const FADE_MS = 200

/** The strip and its buttons' code, fetched when it first appears: a page read without scrolling never loads it. */
const Strip = lazyPart(() => import('./FloatingTools.lazy').then((m) => m.FloatingToolStrip))

/**
 * The strip of small floating buttons many blog themes keep in a corner (docs/behaviour.md §2: dark mode,
 * contents, jump to comments, random post, back to top), in the order the theme lists them. It
 * slides in once the page is scrolled past `showAfter`.
 */
export function FloatingTools({ showAfter = 100, ...strip }: FloatingToolsProps) {
  const scrolled = useScrolledPast(showAfter)
  const phase = useTransitionPhase(showAfter <= 0 || scrolled, FADE_MS)
  if (phase === 'hidden') return null
  return <Strip {...strip} phase={phase} />
}
