import type { ReactNode } from 'react'
import type { MenuLink } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { NavItem } from './NavItem'
import type { Slots } from '../slots'

export interface NavListProps {
  links: readonly MenuLink[]
  /**
   * `root`: the list, a row in a header or a column in a drawer or a sidebar; `item`: each entry;
   * `link`: each link and each drop-down button; `subMenu`: a drop-down's panel (under a header
   * link) or an indented list (in a column).
   */
  classNames?: Slots<'root' | 'item' | 'link' | 'subMenu'>
  /** Something drawn at the end of an entry (a count badge beside Archive, say); nothing where it gives null. */
  badge?: (link: MenuLink) => ReactNode
  /** Sub-menus start open, each closing with its button (a column menu), instead of closed drop-downs. */
  subMenusOpen?: boolean
}

/** A theme's navigation as a list, each entry a link or a drop-down of sub-menus (NavItem). */
export function NavList({ links, classNames = {}, badge, subMenusOpen = false }: NavListProps) {
  const { root: className = 'flex flex-wrap items-center gap-4', item: itemClassName, link: linkClassName, subMenu: subMenuClassName } = classNames
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.id} className={cx(itemClassName)}>
          <NavItem link={link} classNames={{ root: linkClassName, subMenu: subMenuClassName }} badge={badge?.(link)} startOpen={subMenusOpen} />
        </li>
      ))}
    </ul>
  )
}
