/** @jest-environment jsdom */
import '../components/test-utils'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { demoProps, type DemoProps } from '../fixtures/props'
import { renderTheme } from './render-theme'
import { forgetPageProps } from '@/components/hooks/use-page-props'
import GitbookRoot from '@/themes/gitbook'
import GITBOOK_CONFIG from '@/themes/gitbook/config'

let demo: DemoProps
beforeAll(async () => {
  demo = await demoProps()
})

/** Serves page props the way Next does for client navigation: the about page, the archive, and nothing else. */
function serve(pages: Record<string, unknown>) {
  const fetchMock = jest.fn(async (url: string) => {
    const path = url.replace(/^\/_next\/data\/b1/, '').replace(/\.json$/, '')
    const props = pages[path]
    return props ? { ok: true, json: async () => ({ pageProps: props }) } : { ok: false, json: async () => ({}) }
  })
  global.fetch = fetchMock as unknown as typeof fetch
  return fetchMock
}

beforeEach(() => {
  forgetPageProps()
  ;(window as unknown as { __NEXT_DATA__: unknown }).__NEXT_DATA__ = { buildId: 'b1' }
})

describe('gitbook config', () => {
  it('opens the about page at home by default, one folder at a time, with the default menus', () => {
    expect(GITBOOK_CONFIG).toMatchObject({
      GITBOOK_INDEX_PAGE: 'about',
      GITBOOK_AUTO_SORT: true,
      GITBOOK_EXCLUSIVE_COLLAPSE: true,
      GITBOOK_FOLDER_HOVER_EXPAND: false,
      GITBOOK_MENU_CATEGORY: true,
      GITBOOK_BOOK_MENU_TAG: true,
      GITBOOK_MENU_ARCHIVE: true,
      GITBOOK_MENU_SEARCH: true
    })
  })
})

describe('gitbook layout', () => {
  it('home shows the index document in place and the tree of every post by category', async () => {
    const fetchMock = serve({ '/about': demo.page, '/archive': demo.archive })
    await renderTheme(GitbookRoot, 'gitbook', 'LayoutIndex', demo.index)
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(demo.page.post.title))
    expect(fetchMock).toHaveBeenCalledWith('/_next/data/b1/about.json')
    const tree = screen.getByRole('complementary', { name: 'Article list' })
    await waitFor(() => expect(within(tree).getByRole('button', { name: /Guides/ })).toBeInTheDocument())
    // The fixed bar and the 320px tree beside the document.
    expect(screen.getAllByRole('banner')[0]).toHaveClass('fixed', 'top-0')
    expect(tree).toHaveClass('w-80', 'hidden', 'md:flex')
  })

  it('home falls back to the first post when no page has the slug, else says so', async () => {
    const first = demo.index.posts[0]!
    serve({ [first.href]: { ...demo.post, post: { ...demo.post.post, title: 'The first document' } } })
    const { unmount } = await renderTheme(GitbookRoot, 'gitbook', 'LayoutIndex', demo.index)
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The first document'))
    unmount()
    serve({})
    await renderTheme(GitbookRoot, 'gitbook', 'LayoutIndex', { ...demo.index, posts: [] })
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No page has the slug “about”'))
  })

  it('the top search field filters the tree as one types', async () => {
    serve({ '/archive': demo.archive })
    await renderTheme(GitbookRoot, 'gitbook', 'LayoutArchive', demo.archive)
    const tree = screen.getByRole('complementary', { name: 'Article list' })
    await waitFor(() => expect(within(tree).getAllByRole('button').length).toBeGreaterThan(1))
    fireEvent.change(within(screen.getAllByRole('banner')[0]!).getAllByRole('searchbox')[0]!, { target: { value: 'every block' } })
    const links = within(tree).getAllByRole('link').filter((link) => link.closest('ul') !== null)
    expect(links.map((link) => link.textContent)).toEqual([expect.stringMatching(/every block/i)])
  })

  it('a post has the two neighbour boxes and its folder open with the post marked', async () => {
    serve({ '/archive': demo.archive })
    await renderTheme(GitbookRoot, 'gitbook', 'LayoutSlug', demo.post)
    const tree = screen.getByRole('complementary', { name: 'Article list' })
    await waitFor(() => expect(within(tree).getByRole('link', { name: demo.post.post.title })).toHaveAttribute('aria-current', 'page'))
    const neighbours = screen.getByRole('navigation', { name: 'Previous post / Next post' })
    expect(within(neighbours).getAllByRole('link').length).toBeGreaterThan(0)
  })

  it('phones get the bottom bar with the article list', async () => {
    serve({ '/archive': demo.archive })
    await renderTheme(GitbookRoot, 'gitbook', 'LayoutSlug', demo.post)
    const bar = screen.getByRole('navigation', { name: 'Menu' })
    expect(bar).toHaveClass('fixed', 'md:hidden')
    expect(within(bar).getByRole('button', { name: 'Article list' })).toBeInTheDocument()
    expect(within(bar).getByRole('button', { name: 'Contents' })).toBeInTheDocument()
  })

  it('home: the document the props carry fills "on this page" (last update, its contents) and the bar gets its contents tab', async () => {
    serve({ '/archive': demo.archive })
    // A document with enough headings for a contents list (TOC_MIN_ITEMS).
    const { post, prev, next, recommendations, locked } = demo.shortPost
    expect(post.toc.length).toBeGreaterThanOrEqual(3)
    await renderTheme(GitbookRoot, 'gitbook', 'LayoutIndex', { ...demo.index, homeDocument: { post, prev, next, recommendations, locked } })
    const column = screen.getByRole('complementary', { name: 'Contents' })
    expect(column).toHaveTextContent(`Updated: ${post.lastEditedDay}`)
    await waitFor(() => expect(within(column).getByRole('link', { name: post.toc[0]!.text })).toBeInTheDocument())
    expect(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('button', { name: 'Contents' })).toBeInTheDocument()
  })

  it('on a phone the tree beside the document, which is hidden there, asks for no posts until the window widens', async () => {
    const listeners = new Set<() => void>()
    let width = 390
    window.matchMedia = ((query: string) => ({
      get matches() {
        return width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity)
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener)
    })) as unknown as typeof window.matchMedia
    try {
      const fetchMock = serve({ '/archive': demo.archive })
      await renderTheme(GitbookRoot, 'gitbook', 'LayoutSlug', demo.post)
      const tree = screen.getByRole('complementary', { name: 'Article list' })
      const archiveReads = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/archive')).length
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(archiveReads()).toBe(0)
      expect(within(tree).queryByRole('link', { name: demo.post.post.title })).toBeNull()
      width = 1280
      listeners.forEach((listener) => listener())
      // Drawn as a transition after the read: on a loaded machine that takes more than waitFor's default second.
      await waitFor(() => expect(within(tree).getByRole('link', { name: demo.post.post.title })).toHaveAttribute('aria-current', 'page'), { timeout: 10_000 })
      expect(archiveReads()).toBe(1)
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia
    }
  })
})
