import { getDictionary } from '@/lib/i18n'
import type { MenuLink } from '@/lib/site/types'
import { navLinks } from '@/components/nav/nav-links'

const t = getDictionary('en-US')
const all = { category: true, tag: true, archive: true, search: true }
const menu = (href: string, extra: Partial<MenuLink> = {}): MenuLink => ({
  id: href,
  name: href,
  href,
  icon: '',
  target: '_self',
  show: true,
  subMenus: [],
  ...extra
})

const pages = (...hrefs: string[]) => ({ menus: [menu('/menu-row')], pageLinks: hrefs.map((href) => menu(href)), customMenu: false })
const custom = (...menus: MenuLink[]) => ({ menus, pageLinks: [], customMenu: true })

describe('navLinks with CUSTOM_MENU off (the default)', () => {
  it('lists the built-in screens the flags turn on, then the published pages, and no Menu row', () => {
    const links = navLinks(pages('/about'), { ...all, tag: false }, t)
    expect(links.map((l) => l.href)).toEqual(['/category', '/archive', '/search', '/about'])
    expect(links[0]?.name).toBe('Categories')
  })
  it('does not list a screen twice when a page takes its address', () => {
    expect(navLinks(pages('/archive', '/about'), all, t).map((l) => l.href)).toEqual(['/category', '/tag', '/search', '/archive', '/about'])
  })
  it('starts with Home when the theme asks for it', () => {
    expect(navLinks(pages('/about'), { ...all, home: true }, t).map((l) => l.href)).toEqual(['/', '/category', '/tag', '/archive', '/search', '/about'])
  })
})

describe('navLinks with CUSTOM_MENU on', () => {
  it('is the Menu rows alone, with their sub-menus: no built-in screen, no page', () => {
    const browse = menu('/browse', { subMenus: [{ id: 's', title: 'Tags', href: '/tag', icon: '', target: '_self' }] })
    const links = navLinks({ ...custom(menu('/archive'), browse), pageLinks: [menu('/about')] }, { ...all, home: true }, t)
    expect(links.map((l) => l.href)).toEqual(['/archive', '/browse'])
    expect(links[1]?.subMenus.map((sub) => sub.href)).toEqual(['/tag'])
  })
  it('leaves out hidden menus', () => {
    expect(navLinks(custom(menu('/about', { show: false }), menu('/archive')), all, t).map((l) => l.href)).toEqual(['/archive'])
  })
})
