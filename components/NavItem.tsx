import type { MenuLink } from '@/lib/site/types'
import { cx } from '@/lib/ui/cx'
import { SiteLink } from './SiteLink'

export interface NavItemProps {
  link: MenuLink
  className?: string
  /** Classes of a sub-menu's list, e.g. a dropdown panel. */
  subMenuClassName?: string
}

/** One navigation entry; a menu with sub-menus opens and closes as a disclosure, without script. */
export function NavItem({
  link,
  className = 'hover:underline',
  subMenuClassName = 'absolute z-30 mt-2 min-w-40 rounded-md border border-gray-200 bg-white p-2 shadow-lg dark:border-gray-700 dark:bg-neutral-900'
}: NavItemProps) {
  if (link.subMenus.length === 0) {
    return (
      <SiteLink href={link.href} target={link.target} className={className}>
        {link.name}
      </SiteLink>
    )
  }
  return (
    <details className="relative">
      <summary className={cx('cursor-pointer list-none', className)}>{link.name} ▾</summary>
      <ul className={subMenuClassName}>
        {link.subMenus.map((sub) => (
          <li key={sub.id}>
            <SiteLink href={sub.href} target={sub.target} className="block rounded px-2 py-1 hover:bg-gray-100 dark:hover:bg-gray-800">
              {sub.title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </details>
  )
}
