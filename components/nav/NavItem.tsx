import { useRouter } from 'next/router'
import { type MouseEvent, type ReactNode, useId, useState } from 'react'
import { useGlobal } from '@/components/site/context'
import type { MenuLink } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { DROP_DOWN_ENTRY, DROP_DOWN_PANEL } from './drop-down'
import { MenuIcon } from './MenuIcon'
import { SiteLink } from './SiteLink'
import { useDisclosure } from '../hooks/use-disclosure'
import { useTransitionPhase } from '../hooks/use-transition-phase'
import type { Slots } from '../slots'

export interface NavItemProps {
  link: MenuLink
  /**
   * `root`: the link or the drop-down's button; `subMenu`: a sub-menu's panel, e.g. a dropdown (the
   * panel animates its height open and closed); `icon`: each entry's icon (MenuIcon), sized to the
   * text by default.
   */
  classNames?: Slots<'root' | 'subMenu' | 'icon'>
  /** Drawn after the name of a plain link (a count badge). */
  badge?: ReactNode
  /**
   * A sub-menu starts open and stays so until its button closes it (a column that lists its
   * sub-menus, as nav's menu card does); otherwise it is a drop-down that closes on Escape and on navigation.
   */
  startOpen?: boolean
}

/** The entry leads to the page being shown (its path, whatever the query), or, for a section index, to a page inside it. */
function isCurrent(href: string, asPath: string): boolean {
  if (!href.startsWith('/')) return false
  const path = asPath.split(/[?#]/)[0] || '/'
  return path === href || (href !== '/' && path.startsWith(`${href}/`))
}

/** The narrowest a drop-down panel is drawn (min-w-40), in px: one opened nearer the right edge opens leftwards. */
const PANEL_MIN_WIDTH = 176

/**
 * One navigation entry, with its icon. A menu with sub-menus is a disclosure button whose list
 * opens and closes with a height animation of COLLAPSE_DURATION_MS (docs/behaviour.md §9: 300 ms); it closes on
 * Escape and on navigation. So is a drop-down's label (a Menu row without a slug): it leads nowhere
 * itself. A closed panel takes no room (it cannot widen a phone's page), and a panel that would
 * open past the window's right edge opens leftwards.
 */
export function NavItem({
  link,
  classNames = {},
  badge,
  startOpen = false
}: NavItemProps) {
  const {
    root: className = 'hover:underline',
    subMenu: subMenuClassName = DROP_DOWN_PANEL,
    icon: iconClassName
  } = classNames
  const { config } = useGlobal()
  const { asPath } = useRouter()
  const dropdown = useDisclosure()
  const [expanded, setExpanded] = useState(true)
  const menu = startOpen ? { open: expanded, toggle: () => setExpanded((open) => !open) } : dropdown
  const id = useId()
  const phase = useTransitionPhase(menu.open, config.COLLAPSE_DURATION_MS)
  const [alignEnd, setAlignEnd] = useState(false)
  if (link.subMenus.length === 0) {
    return (
      <SiteLink href={link.href} target={link.target} aria-current={isCurrent(link.href, asPath) ? 'page' : undefined} className={className}>
        <MenuIcon icon={link.icon} iconShape={link.iconShape} className={iconClassName} />
        {link.name}
        {badge}
      </SiteLink>
    )
  }
  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={menu.open}
        aria-controls={id}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          if (!menu.open) setAlignEnd(event.currentTarget.getBoundingClientRect().left + PANEL_MIN_WIDTH > window.innerWidth)
          menu.toggle()
        }}
        className={cx('cursor-pointer', className)}
      >
        <MenuIcon icon={link.icon} iconShape={link.iconShape} className={iconClassName} />
        {link.name}{' '}
        <span aria-hidden="true" className={cx('inline-block transition-transform', menu.open && 'rotate-180')}>
          ▾
        </span>
      </button>
      <div
        id={id}
        data-state={menu.open ? 'open' : 'closed'}
        inert={!menu.open}
        style={{ transitionDuration: `${config.COLLAPSE_DURATION_MS}ms` }}
        className={cx(
          'grid transition-[grid-template-rows,opacity,visibility] ease-in-out',
          phase === 'visible' ? 'visible grid-rows-[1fr] opacity-100' : 'invisible grid-rows-[0fr] opacity-0',
          phase === 'hidden' && 'hidden',
          alignEnd && 'right-0',
          subMenuClassName
        )}
      >
        <ul className="min-h-0 overflow-hidden">
          {link.subMenus.map((sub) => (
            <li key={sub.id}>
              <SiteLink href={sub.href} target={sub.target} className={DROP_DOWN_ENTRY}>
                <MenuIcon icon={sub.icon} iconShape={sub.iconShape} className={iconClassName} />
                {sub.title}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
