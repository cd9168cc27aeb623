import type { Dictionary } from '@/lib/i18n'
import type { MenuLink } from '@/lib/site/types'

/** Which built-in screens a theme puts in its navigation, from its own config keys. */
export interface NavFlags {
  category: boolean
  tag: boolean
  archive: boolean
  search: boolean
  /** A link home before the others (themes whose menu starts with Home). */
  home?: boolean
}

/**
 * The navigation of a theme: the built-in screens the theme's flags turn on, then the site's own
 * Menu rows from Notion (hidden rows left out), each with its sub-menus. A built-in screen the
 * Notion menu already links to (at any level) is not listed twice.
 */
export function navLinks(menus: readonly MenuLink[], flags: NavFlags, t: Dictionary): MenuLink[] {
  const builtIn = (id: string, name: string, href: string): MenuLink => ({
    id,
    name,
    href,
    icon: '',
    target: '_self',
    show: true,
    subMenus: []
  })
  const shown = menus.filter((menu) => menu.show)
  const linked = new Set(shown.flatMap((menu) => [menu.href, ...menu.subMenus.map((sub) => sub.href)]))
  const candidates: Array<[boolean, MenuLink]> = [
    [flags.home === true, builtIn('nav-home', t.NAV.HOME, '/')],
    [flags.category, builtIn('nav-category', t.NAV.CATEGORY, '/category')],
    [flags.tag, builtIn('nav-tag', t.NAV.TAG, '/tag')],
    [flags.archive, builtIn('nav-archive', t.NAV.ARCHIVE, '/archive')],
    [flags.search, builtIn('nav-search', t.NAV.SEARCH, '/search')]
  ]
  const builtIns = candidates.filter(([on, link]) => on && !linked.has(link.href)).map(([, link]) => link)
  return [...builtIns, ...shown]
}
