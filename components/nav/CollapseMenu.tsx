import type { ReactNode } from 'react'
import { useGlobal } from '@/components/site/context'
import { cx } from '@/components/cx'
import { CloseIcon, MenuIcon } from '../site/Icons'
import type { Slots } from '../slots'

/** What `useDisclosure` gives: the menu's state and its two actions. */
export interface MenuState {
  open: boolean
  toggle: () => void
}

export interface MenuToggleProps {
  menu: MenuState
  /** The id of the CollapsePanel it opens. */
  controls: string
  /** Drawn while closed (a hamburger by default); a cross shows while open. */
  icon?: ReactNode
  /** `root`: the button; `icon`: the cross, and the hamburger when no `icon` is given. */
  classNames?: Slots<'root' | 'icon'>
}

/** The phone's menu button, named "Menu": it opens and closes a CollapsePanel. */
export function MenuToggle({ menu, controls, icon, classNames = {} }: MenuToggleProps) {
  const { root: className, icon: iconClassName = 'h-5 w-5' } = classNames
  const { t } = useGlobal()
  return (
    <button type="button" aria-label={t.NAV.MENU} aria-expanded={menu.open} aria-controls={controls} onClick={menu.toggle} className={className}>
      {menu.open ? <CloseIcon className={iconClassName} /> : (icon ?? <MenuIcon className={iconClassName} />)}
    </button>
  )
}

export interface CollapsePanelProps {
  open: boolean
  id: string
  /** Where it shows: hide it from the width the full menu takes over (`md:hidden`). */
  className?: string
  children: ReactNode
}

/**
 * The panel under a header that a MenuToggle opens: it grows to its content's height over
 * COLLAPSE_DURATION_MS and, closed, takes no room and cannot be reached (inert).
 */
export function CollapsePanel({ open, id, className, children }: CollapsePanelProps) {
  const { config } = useGlobal()
  return (
    <div
      id={id}
      style={{ transitionDuration: `${config.COLLAPSE_DURATION_MS}ms` }}
      className={cx('grid transition-[grid-template-rows,visibility] motion-reduce:transition-none', open ? 'visible grid-rows-[1fr]' : 'invisible grid-rows-[0fr]', className)}
      inert={!open}
    >
      <div className="overflow-hidden">{children}</div>
    </div>
  )
}
