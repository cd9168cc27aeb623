import { Fragment, type ReactNode } from 'react'
import { cx } from '@/components/cx'
import { BackToTop, ScrollToBottom } from './BackToTop'
import { ContactToggle } from './ContactToggle'
import { DarkModeButton } from './DarkModeButton'
import type { PostDetail } from '@/lib/site/types'
import type { Slots } from '../slots'
import { JumpToComments } from '../comments/JumpToComments'
import { RandomPostButton } from './RandomPostButton'
import { SearchDrawerButton } from '../search/SearchDrawerButton'
import { TocDrawerButton } from '../post/TocDrawerButton'
import type { TransitionPhase } from '../hooks/use-transition-phase'

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

export interface FloatingToolStripProps extends Omit<FloatingToolsProps, 'showAfter'> {
  phase: TransitionPhase
}

/** The strip FloatingTools shows, in a chunk of its own: fetched when the strip first appears. */
export function FloatingToolStrip({ tools, post, phase, classNames = {} }: FloatingToolStripProps) {
  const { root: className, button, icon = 'mx-auto h-4 w-4', topPercent, contactsPanel } = classNames
  // Every tool takes the strip's button and icon classes; a tool's own default stays where the strip gives none.
  const buttonSlots = { root: button, icon }
  const tool: Record<FloatingTool, () => ReactNode> = {
    darkMode: () => <DarkModeButton classNames={buttonSlots} />,
    toc: () => post && <TocDrawerButton toc={post.toc} classNames={buttonSlots} />,
    comments: () => <JumpToComments post={post} classNames={buttonSlots} />,
    random: () => <RandomPostButton classNames={buttonSlots} />,
    search: () => <SearchDrawerButton classNames={buttonSlots} />,
    top: () => <BackToTop classNames={{ ...buttonSlots, percent: topPercent }} />,
    bottom: () => <ScrollToBottom classNames={buttonSlots} />,
    contacts: () => <ContactToggle classNames={{ ...buttonSlots, panel: contactsPanel }} />
  }
  return (
    <div
      data-phase={phase}
      className={cx('z-30 flex transition duration-200 motion-reduce:transition-none', phase === 'visible' ? 'translate-y-0 opacity-100' : 'translate-y-4 opacity-0', className)}
    >
      {tools.map((name) => (
        <Fragment key={name}>{tool[name]()}</Fragment>
      ))}
    </div>
  )
}
