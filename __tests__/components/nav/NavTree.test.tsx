/** @jest-environment jsdom */
import { renderWithGlobal, resetRouter } from '../test-utils'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { NavTree } from '@/components/nav/NavTree'
import { SearchInput } from '@/components/search/SearchInput'
import { fetchPageProps, fetchSitePosts, forgetPageProps, useFirstPageProps, useSitePosts } from '@/components/hooks/use-page-props'
import { postSummaryOf } from '../../fixtures/post'

const posts = [
  postSummaryOf({ id: 'a', title: 'Install', href: '/article/install', category: ['Start'] }),
  postSummaryOf({ id: 'b', title: 'Configure', href: '/article/configure', category: ['Start'] }),
  postSummaryOf({ id: 'c', title: 'Changelog', href: '/article/changelog', category: [] }),
  postSummaryOf({ id: 'd', title: 'Themes', href: '/article/themes', category: ['Guides'] })
]

const folder = (name: string) => screen.getByRole('button', { name: new RegExp(name) })

describe('NavTree', () => {
  beforeEach(() => resetRouter({}, '/about'))

  it('draws folders by category, closed, with uncategorised posts at the top level', () => {
    renderWithGlobal(<NavTree posts={posts} />)
    expect(folder('Start')).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('link', { name: 'Changelog' })).toHaveAttribute('href', '/article/changelog')
    expect(screen.queryByRole('link', { name: 'Install' })).not.toBeInTheDocument()
  })

  it('draws each post\'s icon before its title only when asked, and nothing for a post without one', () => {
    const withIcons = [postSummaryOf({ id: 'e', title: 'Moon', href: '/article/moon', category: [], pageIcon: '🌙' }), postSummaryOf({ id: 'f', title: 'Logo', href: '/article/logo', category: [], pageIcon: 'https://example.com/logo.png' }), postSummaryOf({ id: 'g', title: 'Plain', href: '/article/plain', category: [], pageIcon: '' })]
    const view = renderWithGlobal(<NavTree posts={withIcons} icons />)
    expect(screen.getByRole('link', { name: 'Moon' })).toHaveTextContent('🌙Moon')
    expect(screen.getByRole('link', { name: 'Logo' }).querySelector('img')).toHaveAttribute('src', 'https://example.com/logo.png')
    expect(screen.getByRole('link', { name: 'Plain' }).children).toHaveLength(1)
    view.unmount()
    renderWithGlobal(<NavTree posts={withIcons} />)
    expect(screen.getByRole('link', { name: 'Moon' })).toHaveTextContent(/^Moon$/)
  })

  it('opens one folder at a time when exclusive, several otherwise', () => {
    const { unmount } = renderWithGlobal(<NavTree posts={posts} />)
    fireEvent.click(folder('Start'))
    expect(screen.getByRole('link', { name: 'Install' })).toBeVisible()
    fireEvent.click(folder('Guides'))
    expect(folder('Start')).toHaveAttribute('aria-expanded', 'false')
    expect(folder('Guides')).toHaveAttribute('aria-expanded', 'true')
    fireEvent.click(folder('Guides'))
    expect(folder('Guides')).toHaveAttribute('aria-expanded', 'false')
    unmount()
    renderWithGlobal(<NavTree posts={posts} exclusive={false} />)
    fireEvent.click(folder('Start'))
    fireEvent.click(folder('Guides'))
    expect(folder('Start')).toHaveAttribute('aria-expanded', 'true')
  })

  it('marks the page being read and opens its folder', () => {
    resetRouter({ theme: 'gitbook' }, '/article/configure?theme=gitbook')
    renderWithGlobal(<NavTree posts={posts} classNames={{ current: 'is-here' }} />)
    expect(folder('Start')).toHaveAttribute('aria-expanded', 'true')
    const here = screen.getByRole('link', { name: 'Configure' })
    expect(here).toHaveAttribute('aria-current', 'page')
    expect(here.className).toContain('is-here')
    expect(screen.getByRole('link', { name: 'Install' })).not.toHaveAttribute('aria-current')
  })

  it('with openFirst, opens the first folder when no folder holds the page', () => {
    renderWithGlobal(<NavTree posts={posts} openFirst />)
    expect(folder('Start')).toHaveAttribute('aria-expanded', 'true')
    expect(folder('Guides')).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens the folder of the page once the posts arrive', () => {
    resetRouter({}, '/article/themes')
    const { rerender } = renderWithGlobal(<NavTree posts={null} />)
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull()
    rerender(<NavTree posts={posts} />)
    expect(folder('Guides')).toHaveAttribute('aria-expanded', 'true')
  })

  it('filters by title live, with every folder holding a match open, or says nothing was found', () => {
    const { rerender } = renderWithGlobal(<NavTree posts={posts} filter="conf" />)
    expect(folder('Start')).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Configure' })).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Install' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Guides/ })).not.toBeInTheDocument()
    rerender(<NavTree posts={posts} filter="zzz" />)
    expect(screen.getByRole('status')).toHaveTextContent('No results found.')
  })

  it('shows a badge after a post and a dot on a closed folder holding one', () => {
    renderWithGlobal(<NavTree posts={posts} renderBadge={(p) => (p.id === 'b' ? <i data-testid="badge" /> : null)} hasBadge={(p) => p.id === 'b'} />)
    expect(folder('Start').querySelector('.bg-red-500')).not.toBeNull()
    fireEvent.click(folder('Start'))
    expect(within(screen.getByRole('link', { name: 'Configure' })).getByTestId('badge')).toBeInTheDocument()
    expect(folder('Start').querySelector('.bg-red-500')).toBeNull()
  })

  it('calls onNavigate when a post is picked', () => {
    const onNavigate = jest.fn()
    renderWithGlobal(<NavTree posts={posts} onNavigate={onNavigate} />)
    fireEvent.click(screen.getByRole('link', { name: 'Changelog' }))
    expect(onNavigate).toHaveBeenCalled()
  })
})

describe('SearchInput for live filtering', () => {
  it('reports the text as typed and when cleared', () => {
    const onTextChange = jest.fn()
    renderWithGlobal(<SearchInput onTextChange={onTextChange} />)
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'inst' } })
    expect(onTextChange).toHaveBeenLastCalledWith('inst')
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(onTextChange).toHaveBeenLastCalledWith('')
  })

  it('with shortcut, Ctrl+K focuses the box and a hint shows while it is empty', () => {
    renderWithGlobal(<SearchInput shortcut />)
    expect(screen.getByText('Ctrl K')).toBeInTheDocument()
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true })
    expect(screen.getByRole('searchbox')).toHaveFocus()
  })
})

describe('page props of another page', () => {
  const respond = (pages: Record<string, unknown>) => {
    const fetchMock = jest.fn(async (url: string) => {
      const props = pages[url]
      return props ? { ok: true, json: async () => ({ pageProps: props }) } : { ok: false, json: async () => ({}) }
    })
    global.fetch = fetchMock as unknown as typeof fetch
    return fetchMock
  }

  beforeEach(() => {
    ;(window as unknown as { __NEXT_DATA__: unknown }).__NEXT_DATA__ = { buildId: 'b1' }
  })

  it('reads a page once per visit, null when it has none', async () => {
    const fetchMock = respond({ '/_next/data/b1/once.json': { a: 1 } })
    expect(await fetchPageProps('/once')).toEqual({ a: 1 })
    expect(await fetchPageProps('/once')).toEqual({ a: 1 })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(await fetchPageProps('/gone')).toBeNull()
  })

  it('useFirstPageProps falls back to the next path, then says missing', async () => {
    respond({ '/_next/data/b1/article/first.json': { title: 'First' } })
    function Probe({ paths }: { paths: string[] }) {
      const state = useFirstPageProps<{ title: string }>(paths)
      return <p>{state.status === 'ready' ? state.props.title : state.status}</p>
    }
    const { rerender } = renderWithGlobal(<Probe paths={['/no-such', '/article/first']} />)
    expect(screen.getByText('loading')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByText('First')).toBeInTheDocument())
    rerender(<Probe paths={['/no-such-2']} />)
    await waitFor(() => expect(screen.getByText('missing')).toBeInTheDocument())
    rerender(<Probe paths={[]} />)
    expect(screen.getByText('missing')).toBeInTheDocument()
  })

  it('useSitePosts gives every post of the archive', async () => {
    respond({ '/_next/data/b1/archive.json': { archive: [{ title: '2026-01', posts: posts.slice(0, 2) }, { title: '2025-12', posts: posts.slice(2) }] } })
    function Probe() {
      const all = useSitePosts()
      return <p>{all ? all.map((p) => p.title).join(',') : 'none'}</p>
    }
    renderWithGlobal(<Probe />)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(screen.getByText('Install,Configure,Changelog,Themes')).toBeInTheDocument()
  })

  it("useSitePosts reads every page of a paged archive, in order, and nothing while not enabled; a page it cannot read gives null", async () => {
    forgetPageProps()
    const paging = (page: number) => ({ page, totalPages: 3, total: 4, basePath: '/archive' })
    const fetchMock = respond({
      '/_next/data/b1/archive.json': { archive: [{ title: '2026-01', posts: posts.slice(0, 2) }], paging: paging(1) },
      '/_next/data/b1/archive/page/2.json': { archive: [{ title: '2025-12', posts: posts.slice(2, 3) }], paging: paging(2) },
      '/_next/data/b1/archive/page/3.json': { archive: [{ title: '2025-11', posts: posts.slice(3) }], paging: paging(3) }
    })
    function Probe({ enabled }: { enabled: boolean }) {
      const all = useSitePosts(enabled)
      return <p>{all ? all.map((p) => p.title).join(',') : 'none'}</p>
    }
    const { rerender } = renderWithGlobal(<Probe enabled={false} />)
    expect(fetchMock).not.toHaveBeenCalled()
    rerender(<Probe enabled />)
    await waitFor(() => expect(screen.getByText('Install,Configure,Changelog,Themes')).toBeInTheDocument())
    expect(fetchMock).toHaveBeenCalledTimes(3)
    forgetPageProps()
    respond({ '/_next/data/b1/archive.json': { archive: [], paging: paging(1) } })
    expect(await fetchSitePosts()).toBeNull()
  })
})
