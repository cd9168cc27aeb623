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

/** What a site's navigation is drawn from: its part of the chrome and its CUSTOM_MENU setting. */
export interface NavSource {
  /** The Notion Menu rows with their sub-menus. */
  menus: readonly MenuLink[]
  /** The published Page rows as links (sent only with CUSTOM_MENU off). */
  pageLinks: readonly MenuLink[]
  /** CUSTOM_MENU: the Menu rows replace everything else. */
  customMenu: boolean
}

/**
 * The navigation of a theme, in NotionNext's two modes. With CUSTOM_MENU on it is the site's Menu
 * rows alone (hidden rows left out), each with its sub-menus: the owner wrote the whole menu. Off,
 * it is the built-in screens the theme's flags turn on, then the published Page rows; a built-in
 * screen a page already takes the address of is not listed twice.
 */
export function navLinks(source: NavSource, flags: NavFlags, t: Dictionary): MenuLink[] {
  if (source.customMenu) return source.menus.filter((menu) => menu.show)
  const builtIn = (id: string, name: string, href: string): MenuLink => ({
    id,
    name,
    href,
    icon: '',
    target: '_self',
    show: true,
    subMenus: []
  })
  const pages = source.pageLinks.filter((page) => page.show)
  const linked = new Set(pages.map((page) => page.href))
  const candidates: Array<[boolean, MenuLink]> = [
    [flags.home === true, builtIn('nav-home', t.NAV.HOME, '/')],
    [flags.category, builtIn('nav-category', t.NAV.CATEGORY, '/category')],
    [flags.tag, builtIn('nav-tag', t.NAV.TAG, '/tag')],
    [flags.archive, builtIn('nav-archive', t.NAV.ARCHIVE, '/archive')],
    [flags.search, builtIn('nav-search', t.NAV.SEARCH, '/search')]
  ]
  const builtIns = candidates.filter(([on, link]) => on && !linked.has(link.href)).map(([, link]) => link)
  return [...builtIns, ...pages]
}
