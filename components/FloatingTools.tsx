import { Fragment, type ReactNode } from 'react'
import type { PostDetail } from '@/lib/site/types'
import { cx } from '@/lib/ui/cx'
import { BackToTop, ScrollToBottom } from './BackToTop'
import { ContactToggle } from './ContactToggle'
import { DarkModeButton } from './DarkModeButton'
import { JumpToComments } from './JumpToComments'
import { RandomPostButton } from './RandomPostButton'
import { SearchDrawerButton } from './SearchDrawerButton'
import { TocDrawerButton } from './TocDrawerButton'
import { useScrolledPast } from './use-scroll-y'
import { useTransitionPhase } from './use-transition-phase'

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
  /** The strip's place and look: fixed corner, column or row, colours. */
  className?: string
  buttonClassName?: string
  iconClassName?: string
  /** The back-to-top button also shows the reading percentage, with these classes (see BackToTop). */
  topPercentClassName?: string
  /** The panel the contacts button folds out (see ContactToggle). */
  contactsPanelClassName?: string
}

/** How long the strip takes to appear or go, in ms. */
const FADE_MS = 200

/**
 * The strip of small floating buttons many blog themes keep in a corner (spec §2: dark mode,
 * contents, jump to comments, random post, back to top), in the order the theme lists them. It
 * slides in once the page is scrolled past `showAfter`.
 */
export function FloatingTools({ tools, post, showAfter = 100, className, buttonClassName, iconClassName = 'mx-auto h-4 w-4', topPercentClassName, contactsPanelClassName }: FloatingToolsProps) {
  const scrolled = useScrolledPast(showAfter)
  const phase = useTransitionPhase(showAfter <= 0 || scrolled, FADE_MS)
  if (phase === 'hidden') return null
  const tool: Record<FloatingTool, () => ReactNode> = {
    darkMode: () => <DarkModeButton className={buttonClassName} iconClassName={iconClassName} />,
    toc: () => post && <TocDrawerButton toc={post.toc} className={buttonClassName} iconClassName={iconClassName} />,
    comments: () => <JumpToComments post={post} className={buttonClassName} iconClassName={iconClassName} />,
    random: () => <RandomPostButton className={buttonClassName} iconClassName={iconClassName} />,
    search: () => <SearchDrawerButton className={buttonClassName} iconClassName={iconClassName} />,
    top: () => <BackToTop className={buttonClassName} iconClassName={iconClassName} percentClassName={topPercentClassName} />,
    bottom: () => <ScrollToBottom className={buttonClassName} iconClassName={iconClassName} />,
    contacts: () => <ContactToggle className={buttonClassName} iconClassName={iconClassName} panelClassName={contactsPanelClassName} />
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
