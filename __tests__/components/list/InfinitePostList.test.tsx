/** @jest-environment jsdom */
import { renderWithGlobal, resetRouter } from '../test-utils'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { InfinitePostListView } from '@/components/list/InfinitePostListView'
import type { Paging } from '@/lib/site/page-props'
import type { PostSummary } from '@/lib/site/types'
import { postSummaryOf } from '../../fixtures/post'

function post(n: number): PostSummary {
  return postSummaryOf({ id: `p${n}`, title: `Post ${n}`, slug: `post-${n}`, href: `/article/post-${n}`, publishDay: 'Jan 1, 2026' })
}

const page = (n: number) => [post(n * 2 - 1), post(n * 2)]
const paging: Paging = { page: 1, totalPages: 3, total: 6, basePath: '/tag/react' }
const fetchMock = jest.fn()

/** Lays the document out as a browser would: `pageHeight` tall, seen from `scrollY`. */
function layout(pageHeight: number, scrollY: number, viewportHeight = 800) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: pageHeight })
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: viewportHeight })
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY })
}

beforeEach(() => {
  resetRouter()
  layout(0, 0, 768)
  ;(window as unknown as { __NEXT_DATA__: { buildId: string } }).__NEXT_DATA__ = { buildId: 'build-1' }
  fetchMock.mockReset()
  fetchMock.mockImplementation(async (url: string) => {
    const n = Number(/page\/(\d+)\.json$/.exec(url)?.[1])
    return { ok: true, json: async () => ({ pageProps: { posts: page(n) } }) }
  })
  global.fetch = fetchMock as unknown as typeof fetch
})

function renderList() {
  return renderWithGlobal(<InfinitePostListView posts={page(1)} paging={paging} renderPost={(p) => <a href={p.href}>{p.title}</a>} />)
}

describe('InfinitePostList (docs/behaviour.md §4)', () => {
  it("loads the next page's posts from its static props when 'More' is clicked, until 'No More'", async () => {
    renderList()
    expect(screen.getAllByRole('link')).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: 'More' }))
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(4))
    expect(fetchMock).toHaveBeenLastCalledWith('/_next/data/build-1/tag/react/page/2.json')
    fireEvent.click(screen.getByRole('button', { name: 'More' }))
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(6))
    expect(screen.getByText('No More')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('loads when scrolled near the bottom, at most once per 500 ms', async () => {
    jest.useFakeTimers()
    try {
      renderList()
      const next = fetchMock.getMockImplementation()!
      // The next page's posts make the page longer: the visitor is no longer near its end.
      fetchMock.mockImplementation(async (url: string) => {
        layout(5000, 100)
        return next(url)
      })
      layout(1000, 100)
      act(() => {
        window.dispatchEvent(new Event('scroll'))
        window.dispatchEvent(new Event('scroll'))
        window.dispatchEvent(new Event('scroll'))
      })
      await act(async () => {
        await Promise.resolve()
      })
      expect(fetchMock).toHaveBeenCalledTimes(1)
      await act(async () => {
        jest.advanceTimersByTime(600)
      })
      expect(screen.getAllByRole('link')).toHaveLength(4)
      expect(fetchMock).toHaveBeenCalledTimes(1)
    } finally {
      jest.useRealTimers()
    }
  })

  it('loads at once when the list hydrates on a page already scrolled near its end, and then goes on as the page grows', async () => {
    // The visitor scrolled to the end before the list's chunk arrived: no scroll event comes after.
    layout(1000, 150)
    renderList()
    // Still near the end after page 2 (a screen it did not fill): page 3 follows, then 'No More'.
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(6))
    expect(screen.getByText('No More')).toBeInTheDocument()
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/_next/data/build-1/tag/react/page/2.json', '/_next/data/build-1/tag/react/page/3.json'])
  })

  it('does not load when it hydrates far from the end, nor in a document with no layout', async () => {
    layout(10_000, 0)
    const { unmount } = renderList()
    layout(0, 0, 768)
    renderList()
    await act(async () => {
      await Promise.resolve()
    })
    unmount()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('does not load while far from the bottom', () => {
    renderList()
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 10_000 })
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 })
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 })
    act(() => {
      window.dispatchEvent(new Event('scroll'))
    })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("reads 'No More' at once on a list of one page, and stops after a failed page", async () => {
    const { unmount } = renderWithGlobal(<InfinitePostListView posts={page(1)} paging={{ ...paging, totalPages: 1 }} renderPost={(p) => p.title} />)
    expect(screen.getByText('No More')).toBeInTheDocument()
    unmount()
    fetchMock.mockResolvedValueOnce({ ok: false, json: async () => ({}) })
    renderList()
    fireEvent.click(screen.getByRole('button', { name: 'More' }))
    expect(await screen.findByText('No More')).toBeInTheDocument()
  })
})
