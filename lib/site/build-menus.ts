import type { MenuLink, SitePost } from './types'

export interface MenuRow {
  post: SitePost
  /** The row's `icon` column (an icon class or an emoji). */
  icon: string
}

function targetOf(href: string): '_self' | '_blank' {
  return /^https?:\/\//i.test(href) ? '_blank' : '_self'
}

/**
 * The navigation from Menu rows and the SubMenu rows under them (`parentId`), in Notion order.
 * An Invisible menu is kept with `show: false`; an Invisible sub-menu is left out. With no Menu
 * rows the list is empty and each theme shows its default navigation.
 */
export function buildMenus(rows: MenuRow[]): MenuLink[] {
  const menus: MenuLink[] = []
  const byId = new Map<string, MenuLink>()
  for (const { post, icon } of rows) {
    if (post.type === 'Menu') {
      const menu: MenuLink = {
        id: post.id,
        name: post.title,
        href: post.href,
        icon,
        target: targetOf(post.href),
        show: post.status === 'Published',
        subMenus: []
      }
      menus.push(menu)
      byId.set(post.id, menu)
    } else if (post.type === 'SubMenu' && post.status === 'Published' && post.parentId) {
      byId.get(post.parentId)?.subMenus.push({ id: post.id, title: post.title, href: post.href, icon, target: targetOf(post.href) })
    }
  }
  return menus
}
