import type { PostDetail } from '@/lib/site/types'
import { lazyPart } from '../loading/lazy-part'
import { useScrolledPast } from '../hooks/use-scroll-y'
import { useTransitionPhase } from '../hooks/use-transition-phase'
import type { Slots } from '../slots'

/**
 * A floating tool; each shows only where it has something to do (contents on a post with a table,
 * comments where comments show, contacts where some are set).
 */
export type FloatingTool = 'darkMode' | 'toc' | 'comments' | 'random' | 'search' | 'top' | 'bottom' | 'contacts'

export interface FloatingToolsProps {
  tools: readonly FloatingTool[]
  /** The post on a post page, null elsewhere. */
  post: PostDetail | null
  /** px scrolled before the tools appear; 0 shows them at once. */
  showAfter?: number
  /**
   * `root`: the strip's place and look (fixed corner, column or row, colours); `button` and `icon`:
   * each tool's; `topPercent`: given, the back-to-top button also shows the reading percentage with
   * these classes (see BackToTop); `contactsPanel`: the panel the contacts button folds out (see
   * ContactToggle).
   */
  classNames?: Slots<'root' | 'button' | 'icon' | 'topPercent' | 'contactsPanel'>
}

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
