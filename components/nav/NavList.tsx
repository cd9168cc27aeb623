import type { ReactNode } from 'react'
import type { MenuLink } from '@/lib/site/types'
import { cx } from '@/components/cx'
import { NavItem } from './NavItem'

export interface NavListProps {
  links: readonly MenuLink[]
  /** The list: a row in a header, a column in a drawer or a sidebar. */
  className?: string
  itemClassName?: string
  /** Each link and each drop-down button. */
  linkClassName?: string
  /** A drop-down's panel (under a header link) or an indented list (in a column). */
  subMenuClassName?: string
  /** Something drawn at the end of an entry (a count badge beside Archive, say); nothing where it gives null. */
  badge?: (link: MenuLink) => ReactNode
}

/** A theme's navigation as a list, each entry a link or a drop-down of sub-menus (NavItem). */
export function NavList({ links, className = 'flex flex-wrap items-center gap-4', itemClassName, linkClassName, subMenuClassName, badge }: NavListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.id} className={cx(itemClassName)}>
          <NavItem link={link} className={linkClassName} subMenuClassName={subMenuClassName} badge={badge?.(link)} />
        </li>
      ))}
    </ul>
  )
}
