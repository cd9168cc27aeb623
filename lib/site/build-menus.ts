import { fontAwesomeIcon } from './font-awesome-icon'
import type { IconElement, MenuLink, SitePost } from './types'

export interface MenuRow {
  post: SitePost
  /** The row's `icon` column (an icon class or an emoji). */
  icon: string
}

function targetOf(href: string): '_self' | '_blank' {
  return /^https?:\/\//i.test(href) ? '_blank' : '_self'
}

/** The icon's drawing when the column names Font Awesome classes we map; nothing to add otherwise. */
function shapeOf(icon: string): { iconShape?: IconElement[] } {
  const shape = fontAwesomeIcon(icon)
  return shape ? { iconShape: shape } : {}
}

/**
 * The navigation from Menu rows and the SubMenu rows under them (`parentId`), in Notion order.
 * An Invisible menu is kept with `show: false`; an Invisible sub-menu is left out. A Menu row
 * without a slug is a drop-down's label, as NotionNext's template uses it: kept when it holds
 * sub-menus, else logged and left out (it would lead nowhere). Icon class names are resolved to
 * their lucide drawing here, on the server. With no Menu rows the list is empty and each theme
 * shows its default navigation.
 */
export function buildMenus(rows: MenuRow[], log: (message: string) => void = () => {}): MenuLink[] {
  const menus: MenuLink[] = []
  const byId = new Map<string, MenuLink>()
  for (const { post, icon } of rows) {
    if (post.type === 'Menu') {
      const menu: MenuLink = {
        id: post.id,
        name: post.title,
        href: post.href,
        icon,
        ...shapeOf(icon),
        target: targetOf(post.href),
        show: post.status === 'Published',
        subMenus: []
      }
      menus.push(menu)
      byId.set(post.id, menu)
    } else if (post.type === 'SubMenu' && post.status === 'Published' && post.parentId) {
      byId.get(post.parentId)?.subMenus.push({ id: post.id, title: post.title, href: post.href, icon, ...shapeOf(icon), target: targetOf(post.href) })
    }
  }
  return menus.filter((menu) => {
    if (menu.href || menu.subMenus.length > 0) return true
    log(`missing block ${menu.id}: Menu "${menu.name}" has no slug, skipped`)
    return false
  })
}

/**
 * The published Page rows as navigation links, in Notion order, as NotionNext's `customNav` makes
 * them: the row's title and address, and its `icon` column (not the page's own icon, which may be a
 * picture meant for the page's head). Invisible pages stay reachable but are not listed.
 */
export function buildPageLinks(rows: MenuRow[]): MenuLink[] {
  return rows
    .filter(({ post }) => post.type === 'Page' && post.status === 'Published')
    .map(({ post, icon }) => ({ id: post.id, name: post.title, href: post.href, icon, ...shapeOf(icon), target: targetOf(post.href), show: true, subMenus: [] }))
}
