import { Fragment, type ReactNode } from 'react'
import { cx } from '@/components/cx'
import { BackToTop, ScrollToBottom } from './BackToTop'
import { ContactToggle } from './ContactToggle'
import { DarkModeButton } from './DarkModeButton'
import type { FloatingTool, FloatingToolsProps } from './FloatingTools'
import { JumpToComments } from '../comments/JumpToComments'
import { RandomPostButton } from './RandomPostButton'
import { SearchDrawerButton } from '../search/SearchDrawerButton'
import { TocDrawerButton } from '../post/TocDrawerButton'
import type { TransitionPhase } from '../hooks/use-transition-phase'

export interface FloatingToolStripProps extends Omit<FloatingToolsProps, 'showAfter'> {
  phase: TransitionPhase
}

/** The strip FloatingTools shows, in a chunk of its own: fetched when the strip first appears. */
export function FloatingToolStrip({ tools, post, phase, className, buttonClassName, iconClassName = 'mx-auto h-4 w-4', topPercentClassName, contactsPanelClassName }: FloatingToolStripProps) {
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
