/** @jest-environment jsdom */
import { mockRouter, withSettings } from '../components/test-utils'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { demoProps, type DemoProps } from '../fixtures/props'
import { renderTheme } from './render-theme'
import MediumRoot from '@/themes/medium'
import MEDIUM_CONFIG from '@/themes/medium/config'

let demo: DemoProps
beforeAll(async () => {
  demo = await demoProps()
})

describe('medium config (docs/behaviour.md §3 defaults)', () => {
  it('has the medium defaults', () => {
    expect(MEDIUM_CONFIG).toEqual({
      MEDIUM_POST_LIST_COVER: false,
      MEDIUM_POST_LIST_PREVIEW: true,
      MEDIUM_POST_LIST_CATEGORY: false,
      MEDIUM_POST_LIST_TAG: false,
      MEDIUM_POST_DETAIL_CATEGORY: true,
      MEDIUM_POST_DETAIL_TAG: true,
      MEDIUM_MENU_CATEGORY: true,
      MEDIUM_MENU_TAG: true,
      MEDIUM_MENU_ARCHIVE: true,
      MEDIUM_MENU_SEARCH: true,
      MEDIUM_WIDGET_TO_TOP: true,
      MEDIUM_RIGHT_PANEL_DARK: true
    })
  })
})

describe('medium layout (docs/behaviour.md §2)', () => {
  it('has a top navigation, a 5xl content column and a right panel 80 units wide from xl', async () => {
    await renderTheme(MediumRoot, 'medium', 'LayoutIndex', demo.index)
    expect(screen.getByRole('banner')).toHaveClass('sticky')
    expect(screen.getByRole('main').firstElementChild).toHaveClass('max-w-5xl')
    const panel = screen.getByRole('complementary')
    expect(panel).toHaveClass('w-80', 'hidden', 'xl:block')
    expect(panel).toHaveClass('dark') // MEDIUM_RIGHT_PANEL_DARK
  })

  it('puts the search box, the info card and the announcement in the right panel', async () => {
    await renderTheme(MediumRoot, 'medium', 'LayoutIndex', demo.index)
    const panel = screen.getByRole('complementary')
    expect(within(panel).getByRole('searchbox')).toBeInTheDocument()
    const card = within(panel).getByRole('region', { name: 'Author' })
    expect(within(card).getByRole('link', { name: 'Quire' })).toHaveAttribute('href', '/about?theme=medium')
    expect(card).toHaveTextContent('Notes on publishing from Notion')
    const notice = within(panel).getByRole('region', { name: 'Announcement' })
    expect(notice).toHaveTextContent(/bundled demo workspace/)
  })

  it('on a post with 3 or more headings the right panel holds two tabs, the contents (chosen) and About (search and the author card)', async () => {
    await renderTheme(MediumRoot, 'medium', 'LayoutSlug', demo.shortPost)
    const panel = screen.getByRole('complementary')
    const tabs = within(panel).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Catalogue', 'About'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    const toc = within(panel).getByRole('navigation', { name: 'Contents' })
    expect(within(toc).getAllByRole('link')).toHaveLength(3)
    expect(within(panel).queryByRole('searchbox')).toBeNull()
    fireEvent.click(tabs[1]!)
    expect(within(panel).getByRole('searchbox')).toBeInTheDocument()
    expect(within(panel).getByRole('region', { name: 'Author' })).toBeInTheDocument()
    expect(within(panel).queryByRole('navigation', { name: 'Contents' })).toBeNull()
    // The tabs stick in view as the post is read; the announcement is above them.
    expect(within(panel).getByRole('tablist').parentElement).toHaveClass('sticky')
  })

  it('away from posts the right panel has no tabs: About alone', async () => {
    await renderTheme(MediumRoot, 'medium', 'LayoutIndex', demo.index)
    expect(within(screen.getByRole('complementary')).queryByRole('tablist')).toBeNull()
  })

  it('has a footer with the dark-mode button, a heart, the author linking to About and the site title linking home', async () => {
    await renderTheme(MediumRoot, 'medium', 'LayoutIndex', demo.index)
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('button', { name: /dark mode|light mode/i })).toBeInTheDocument()
    expect(footer.querySelector('svg.fill-red-500')).not.toBeNull()
    expect(within(footer).getByRole('link', { name: demo.index.site.siteInfo.title === '' ? /./ : 'Quire' })).toHaveAttribute('href', '/about?theme=medium')
    expect(within(footer).getByRole('link', { name: 'Quire Demo' })).toHaveAttribute('href', '/?theme=medium')
  })

  it('hides the right panel for a full-width post', async () => {
    await renderTheme(MediumRoot, 'medium', 'LayoutSlug', demo.fullWidthPost)
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument()
    expect(screen.getByRole('main').firstElementChild).toHaveClass('max-w-none')
  })

  it('has a back-to-top button that scrolls up', async () => {
    const scrollTo = jest.fn()
    window.scrollTo = scrollTo
    await renderTheme(MediumRoot, 'medium', 'LayoutIndex', demo.index)
    const buttons = screen.getAllByRole('button', { name: 'Back to top' })
    expect(buttons).toHaveLength(2) // the floating one (xl) and the bottom bar's
    fireEvent.click(buttons[0]!)
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
  })

  it('has a mobile bottom bar with search, to-top and home away from posts', async () => {
    await renderTheme(MediumRoot, 'medium', 'LayoutIndex', demo.index)
    const bar = screen.getByRole('navigation', { name: 'Menu' })
    expect(bar).toHaveClass('xl:hidden')
    expect(within(bar).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search?theme=medium')
    expect(within(bar).getByRole('button', { name: 'Back to top' })).toBeInTheDocument()
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/?theme=medium')
  })

  it('turns the bottom bar home link into a contents drawer on a post', async () => {
    await renderTheme(MediumRoot, 'medium', 'LayoutSlug', demo.post)
    const bar = screen.getByRole('navigation', { name: 'Menu' })
    expect(within(bar).queryByRole('link', { name: 'Home' })).not.toBeInTheDocument()
    const toggle = within(bar).getByRole('button', { name: 'Contents' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(toggle)
    // The drawer's code arrives with the first click (or pointer) on the button.
    const drawer = await screen.findByRole('dialog', { name: 'Contents' }, { timeout: 10_000 })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    // The contents are their own chunk, fetched as the drawer opens.
    await waitFor(() => expect(within(drawer).getAllByRole('link')).toHaveLength(demo.post.post.toc.length))
    // Picking a heading closes the drawer (after its slide out), and so does Escape.
    fireEvent.click(within(drawer).getAllByRole('link')[1]!)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    fireEvent.click(toggle)
    await screen.findByRole('dialog', { name: 'Contents' }, { timeout: 10_000 })
    fireEvent.keyDown(window, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('keeps home in the bottom bar of a page with fewer than 3 headings', async () => {
    await renderTheme(MediumRoot, 'medium', 'LayoutSlug', demo.page)
    const bar = screen.getByRole('navigation', { name: 'Menu' })
    expect(within(bar).getByRole('link', { name: 'Home' })).toBeInTheDocument()
  })

  it('opens and closes the phone menu, and closes it after navigating', async () => {
    const { rerender } = await renderTheme(MediumRoot, 'medium', 'LayoutIndex', demo.index)
    const button = screen.getByRole('button', { name: 'Menu' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    fireEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    mockRouter.asPath = '/archive'
    act(() => rerender(<MediumRoot layout="LayoutIndex" props={demo.index} />))
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('shows list previews but not list categories by default', async () => {
    await renderTheme(MediumRoot, 'medium', 'LayoutIndex', demo.index)
    const first = demo.index.posts.find((post) => post.summary)!
    expect(screen.getByText(first.summary)).toBeInTheDocument()
    const card = screen.getByText(first.summary).closest('article')!
    expect(within(card).queryByRole('link', { name: first.category[0]! })).not.toBeInTheDocument()
  })

  it('follows a MEDIUM_ key from the Notion Config page', async () => {
    const props = withSettings(demo.index, { MEDIUM_POST_LIST_CATEGORY: true })
    await renderTheme(MediumRoot, 'medium', 'LayoutIndex', props)
    const first = demo.index.posts[0]!
    expect(screen.getAllByRole('link', { name: first.category[0]! }).length).toBeGreaterThan(0)
  })
})
