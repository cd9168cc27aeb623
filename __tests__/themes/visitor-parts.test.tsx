/** @jest-environment jsdom */
import { withSettings } from '../components/test-utils'
import { act, screen, within } from '@testing-library/react'
import { demoProps, type DemoProps } from '../fixtures/props'
import { THEME_ROOTS, HOMES_NOT_A_LIST, renderTheme } from './render-theme'
import { setVisitCounts } from '@/components/widgets/visit-counts'

/** The visitor's switches and a post's extras (docs/behaviour.md §2, §4), in every built theme. */
const THEMES = THEME_ROOTS

let demo: DemoProps
beforeAll(async () => {
  demo = await demoProps()
})


/** Themes whose desktop chrome (title, menu, switches) is their sidebar, the header only a phone's bar (fukasawa). */
const CHROME_IN_SIDEBAR: readonly string[] = ['fukasawa']
/** Themes whose wide screen keeps the language and dark-mode switches in the footer (next, as NexT does). */
const CHROME_IN_FOOTER: readonly string[] = ['next']

describe.each(THEMES)('%s theme', (theme, Root) => {
  it('has a language switcher and a dark mode button in the header (or the sidebar that stands for it)', async () => {
    await renderTheme(Root, theme, 'LayoutIndex', demo.index)
    const header = CHROME_IN_SIDEBAR.includes(theme)
      ? screen.getAllByRole('complementary')[0]!
      : CHROME_IN_FOOTER.includes(theme)
        ? screen.getByRole('contentinfo')
        : screen.getAllByRole('banner')[0]!
    expect(within(header).getByRole('button', { name: /^Language/ })).toHaveAttribute('aria-haspopup', 'menu')
    expect(within(header).getByRole('button', { name: 'Dark mode' })).toBeInTheDocument()
  })

  it('pages the list by default and grows it with POST_LIST_STYLE scroll', async () => {
    // A home that is not a list (a document, a directory, a front page): its page 2 is.
    const home = HOMES_NOT_A_LIST.includes(theme) ? demo.indexPage2 : demo.index
    const paged = await renderTheme(Root, theme, 'LayoutIndex', home)
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument()
    paged.unmount()
    await renderTheme(Root, theme, 'LayoutIndex', withSettings(home, { POST_LIST_STYLE: 'scroll' }))
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
    expect(await screen.findByRole('button', { name: 'More' })).toBeInTheDocument()
  })

  it('shows the share bar and page views on a post, not on a page of type Page', async () => {
    const post = await renderTheme(Root, theme, 'LayoutSlug', withSettings(demo.post, { ANALYTICS_BUSUANZI_ENABLE: true }))
    expect(await screen.findByRole('region', { name: 'Share this post' })).toBeInTheDocument()
    act(() => setVisitCounts({ page_pv: '42' }))
    expect(screen.getByTitle('Page views')).toHaveTextContent('42 views')
    post.unmount()
    await renderTheme(Root, theme, 'LayoutSlug', demo.page)
    expect(screen.queryByRole('region', { name: 'Share this post' })).toBeNull()
  })

  it('has the comment area only when a system is configured', async () => {
    const none = await renderTheme(Root, theme, 'LayoutSlug', demo.shortPost)
    expect(screen.queryByRole('region', { name: 'Comments' })).toBeNull()
    none.unmount()
    await renderTheme(Root, theme, 'LayoutSlug', withSettings(demo.shortPost, { COMMENT_UTTERRANCES_REPO: 'me/blog' }))
    // jsdom has no IntersectionObserver, so the area counts as in view and loads at once.
    expect(await screen.findByRole('region', { name: 'Comments' })).toHaveAttribute('data-comments')
  })

  it('puts the visit counters in the footer', async () => {
    await renderTheme(Root, theme, 'LayoutIndex', withSettings(demo.index, { ANALYTICS_BUSUANZI_ENABLE: true }))
    const footer = screen.getByRole('contentinfo')
    act(() => setVisitCounts({ site_pv: '1234', site_uv: '321' }))
    expect(footer).toHaveTextContent('321 visitors')
    expect(footer).toHaveTextContent('1234 views')
    act(() => setVisitCounts({}))
  })

  it('marks the page unselectable with CAN_COPY false', async () => {
    const { container } = await renderTheme(Root, theme, 'LayoutIndex', withSettings(demo.index, { CAN_COPY: false }))
    expect(container.querySelector('.select-none')).not.toBeNull()
  })
})
