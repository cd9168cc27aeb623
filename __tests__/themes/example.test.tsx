/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react'
import { demoProps, type DemoProps } from '../fixtures/props'
import { renderTheme } from './render-theme'
import ExampleRoot from '@/themes/example'

let demo: DemoProps
beforeAll(async () => {
  demo = await demoProps()
})

describe('example theme: the list', () => {
  it('draws each post with its cover thumbnail, title, "author · date · category" line and summary', async () => {
    await renderTheme(ExampleRoot, 'example', 'LayoutIndex', demo.index)
    const first = demo.index.posts[0]!
    const card = screen.getByRole('heading', { level: 2, name: new RegExp(first.title) }).closest('article')!
    // The thumbnail links to the post too, out of the tab order (the title is the link to tab to).
    const cover = card.querySelector('a[aria-hidden="true"] img')
    expect(cover).not.toBeNull()
    expect(card.querySelector('a[aria-hidden="true"]')).toHaveAttribute('href', expect.stringContaining(first.href))
    const meta = card.querySelector('[data-meta="author"]')!.parentElement!
    expect(meta).toHaveTextContent(new RegExp(`^Quire\\s*·\\s*${first.date.start_date}\\s*·\\s*${first.category[0]}$`))
    expect(card).toHaveTextContent(first.summary)
  })

  it('makes the grey band the home page h1 (site title and description); elsewhere the screen names itself', async () => {
    const home = await renderTheme(ExampleRoot, 'example', 'LayoutIndex', demo.index)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Quire Demo')
    home.unmount()
    await renderTheme(ExampleRoot, 'example', 'LayoutArchive', demo.archive)
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Archive'])
  })

  it('keeps the menu in one bordered bar, with a phone menu button beside the title', async () => {
    await renderTheme(ExampleRoot, 'example', 'LayoutIndex', demo.index)
    const menus = screen.getAllByRole('navigation', { name: 'Main navigation' })
    expect(within(menus[0]!).getByRole('link', { name: 'Archive' })).toHaveAttribute('href', '/archive?theme=example')
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('example theme: the sidebar', () => {
  it('holds the categories with their counts, the latest posts and the announcement', async () => {
    await renderTheme(ExampleRoot, 'example', 'LayoutIndex', demo.index)
    const sidebar = screen.getByRole('complementary')
    const categories = within(sidebar).getByRole('region', { name: 'Categories' })
    const guides = demo.index.site.categories.find((category) => category.name === 'Guides')!
    expect(within(categories).getByRole('link', { name: new RegExp(`Guides\\s*${guides.count}`) })).toHaveAttribute('href', '/category/Guides?theme=example')
    const latest = within(sidebar).getByRole('region', { name: 'Latest posts' })
    expect(within(latest).getAllByRole('link')).toHaveLength(demo.index.site.latestPosts.length)
    expect(within(sidebar).getByRole('region', { name: 'Announcement' })).toHaveTextContent(/bundled demo workspace/)
    // No contents card off a post.
    expect(within(sidebar).queryByRole('region', { name: 'Catalogue' })).toBeNull()
  })

  it('leaves the announcement out when the site has no notice', async () => {
    await renderTheme(ExampleRoot, 'example', 'LayoutIndex', { ...demo.index, site: { ...demo.index.site, notice: null } })
    const sidebar = screen.getByRole('complementary')
    expect(within(sidebar).getByRole('region', { name: 'Latest posts' })).toBeInTheDocument()
    expect(within(sidebar).queryByRole('region', { name: 'Announcement' })).toBeNull()
  })

  it('on a post puts its title in the band and its contents first in the sidebar', async () => {
    await renderTheme(ExampleRoot, 'example', 'LayoutSlug', demo.shortPost)
    const { post } = demo.shortPost
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(post.title)
    const sidebar = screen.getByRole('complementary')
    const contents = within(sidebar).getByRole('region', { name: 'Catalogue' })
    expect(sidebar.firstElementChild).toBe(contents)
    expect(within(contents).getAllByRole('link').map((link) => link.textContent)).toEqual(post.toc.map((item) => item.text))
  })
})
