/** @jest-environment jsdom */
import { withSettings } from '../components/test-utils'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { demoProps, type DemoProps } from '../fixtures/props'
import { renderTheme } from './render-theme'
import { forgetPageProps } from '@/components/hooks/use-page-props'
import NavRoot from '@/themes/nav'
import NAV_CONFIG from '@/themes/nav/config'

let demo: DemoProps
beforeAll(async () => {
  demo = await demoProps()
})

beforeEach(() => {
  forgetPageProps()
  ;(window as unknown as { __NEXT_DATA__: unknown }).__NEXT_DATA__ = { buildId: 'b1' }
  global.fetch = jest.fn(async (url: string) =>
    url === '/_next/data/b1/archive.json' ? { ok: true, json: async () => ({ pageProps: demo.archive }) } : { ok: false, json: async () => ({}) }
  ) as unknown as typeof fetch
})

describe('nav config', () => {
  it('merges categories and uses the Notion menu by default', () => {
    expect(NAV_CONFIG).toMatchObject({ NAV_AUTO_SORT: true, NAV_DIRECTORY_MAX_POSTS: 120, NAV_SHOW_TITLE_TEXT: false, NAV_USE_CUSTOM_MENU: true })
  })
})

describe('nav layout', () => {
  it('home files every post of the site as a link card under its category heading, each heading a menu anchor', async () => {
    await renderTheme(NavRoot, 'nav', 'LayoutIndex', demo.index)
    const all = demo.archive.archive.flatMap((group) => group.posts)
    await waitFor(() => expect(screen.getByRole('link', { name: new RegExp(all[all.length - 1]!.title) })).toBeInTheDocument())
    const guides = screen.getByRole('region', { name: 'Guides' })
    expect(guides).toHaveAttribute('id', 'category-Guides')
    const inGuides = all.filter((post) => post.category[0] === 'Guides')
    expect(within(guides).getAllByRole('link')).toHaveLength(inGuides.length)
  })

  it('the menu card is the Notion menu, its sub-menus listed open and closing with their button, and no category links beside it', async () => {
    await renderTheme(NavRoot, 'nav', 'LayoutIndex', withSettings(demo.index, { CUSTOM_MENU: true }))
    const menus = demo.index.site.menus.filter((menu) => menu.show)
    const dropDown = menus.find((menu) => menu.subMenus.length > 0)!
    const [card] = screen.getAllByRole('navigation', { name: 'Main navigation' })
    expect(screen.queryByRole('navigation', { name: 'Categories' })).toBeNull()
    const button = within(card!).getByRole('button', { name: new RegExp(dropDown.name) })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const sub = within(card!).getByRole('link', { name: new RegExp(dropDown.subMenus[0]!.title) })
    expect(sub).toBeVisible()
    fireEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('with NAV_USE_CUSTOM_MENU off the menu card links each category section of the home instead', async () => {
    await renderTheme(NavRoot, 'nav', 'LayoutIndex', withSettings(demo.index, { NAV_USE_CUSTOM_MENU: false }))
    const [categories] = screen.getAllByRole('navigation', { name: 'Categories' })
    expect(within(categories!).getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/?theme=nav#category-Guides')
    expect(within(categories!).queryAllByRole('button')).toHaveLength(0)
  })

  it('past NAV_DIRECTORY_MAX_POSTS each category shows its newest posts and links to all of them', async () => {
    const model = demo.index.posts[0]!
    const categories = ['Alpha', 'Beta', 'Gamma']
    const sitePosts = Array.from({ length: 30 }, (_, i) => ({ ...model, id: `p${i}`, title: `Post ${i}`, href: `/article/p${i}`, category: [categories[i % 3]!] }))
    const site = { ...demo.index.site, categories: categories.map((name) => ({ name, count: 10 })) }
    await renderTheme(NavRoot, 'nav', 'LayoutIndex', { ...withSettings(demo.index, { NAV_DIRECTORY_MAX_POSTS: 12 }), site, sitePosts })
    for (const name of categories) {
      const section = screen.getByRole('region', { name })
      // Four each (12 shared by three), then the link to the category's own page.
      expect(within(section).getAllByRole('link', { name: /^Post / })).toHaveLength(4)
      expect(within(section).getByRole('link', { name: 'View all (10)' })).toHaveAttribute('href', expect.stringMatching(new RegExp(`^/category/${name}`)))
    }
    expect(screen.getByRole('link', { name: /^Post 0\b/ })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^Post 29\b/ })).toBeNull()
  })

  it('the top search field filters the cards by title and summary as one types', async () => {
    await renderTheme(NavRoot, 'nav', 'LayoutIndex', demo.index)
    await waitFor(() => expect(screen.getAllByRole('region').filter((section) => section.id.startsWith('category-')).length).toBeGreaterThan(2))
    fireEvent.change(within(screen.getAllByRole('banner')[0]!).getByRole('searchbox'), { target: { value: 'every kind of' } })
    const sections = screen.getAllByRole('region').filter((section) => section.id.startsWith('category-'))
    const cards = sections.flatMap((section) => within(section).getAllByRole('link'))
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) expect(card.textContent?.toLowerCase()).toMatch(/every kind of/)
  })

  it('a post whose slug is a web address opens it in a new tab', async () => {
    const link = { ...demo.index.posts[0]!, title: 'Elsewhere', href: 'https://example.com/', category: ['Links'] }
    await renderTheme(NavRoot, 'nav', 'LayoutPostList', { ...demo.category, posts: [link] })
    const card = screen.getByRole('link', { name: /Elsewhere/ })
    expect(card).toHaveAttribute('href', 'https://example.com/')
    expect(card).toHaveAttribute('target', '_blank')
  })
})
