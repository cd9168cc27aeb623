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

describe('navLinks', () => {
  it('lists the built-in screens the flags turn on, then the Notion menus', () => {
    const links = navLinks([menu('/about')], { ...all, tag: false }, t)
    expect(links.map((l) => l.href)).toEqual(['/category', '/archive', '/search', '/about'])
    expect(links[0]?.name).toBe('Categories')
  })
  it('leaves out hidden menus', () => {
    expect(navLinks([menu('/about', { show: false })], all, t).map((l) => l.href)).not.toContain('/about')
  })
  it('does not repeat a screen the Notion menu already links, even in a sub-menu', () => {
    const browse = menu('/browse', { subMenus: [{ id: 's', title: 'Tags', href: '/tag', icon: '', target: '_self' }] })
    const links = navLinks([menu('/archive'), browse], all, t)
    expect(links.map((l) => l.href)).toEqual(['/category', '/search', '/archive', '/browse'])
  })
  it('starts with Home when the theme asks for it', () => {
    expect(navLinks([menu('/about')], { ...all, home: true }, t).map((l) => l.href)).toEqual(['/', '/category', '/tag', '/archive', '/search', '/about'])
  })
})
