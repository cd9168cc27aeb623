/** @jest-environment jsdom */
import { mockRouter, resetRouter, TEST_PAGE_PROPS, TEST_THEMES } from '../test-utils'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { type ReactNode, useEffect, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { staticPart, STATIC_PART_ATTRIBUTE } from '@/components/loading/static-part'
import { GlobalProvider } from '@/components/site/provider'

/** A text-and-links part; SiteLink would draw the same anchor. */
function Links({ label }: { label: string }) {
  return <nav dangerouslySetInnerHTML={{ __html: `${label} <a href="/article/next">next post</a>` }} />
}

const page = (children: ReactNode) => <GlobalProvider pageProps={TEST_PAGE_PROPS} themes={TEST_THEMES}>{children}</GlobalProvider>

let root: Root | null = null
let container: HTMLDivElement

/** The server's HTML of `Server`, hydrated in the browser with `Client` (the same part, loaded from another chunk). */
async function serveAndHydrate(Server: ReturnType<typeof staticPart<{ label: string }>>, Client: ReturnType<typeof staticPart<{ label: string }>>) {
  await Server.preload()
  container = document.createElement('div')
  container.innerHTML = renderToString(page(<Server label="from the server" />))
  document.body.appendChild(container)
  await act(async () => {
    root = hydrateRoot(container, page(<Client label="from the server" />), { onRecoverableError: (error) => { throw error } })
  })
}

beforeEach(() => resetRouter({}, '/article/first'))
afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.body.innerHTML = ''
})

describe('staticPart', () => {
  it("keeps the server's HTML of a page it hydrates without loading the part's code", async () => {
    const clientLoad = jest.fn(() => new Promise<typeof Links>(() => {}))
    await serveAndHydrate(staticPart('links', async () => Links), staticPart('links', clientLoad))
    expect(screen.getByText(/from the server/)).toBeInTheDocument()
    expect(container.querySelector(`[${STATIC_PART_ATTRIBUTE}^="links"] nav`)).not.toBeNull()
    expect(clientLoad).not.toHaveBeenCalled()
  })

  it('routes plain clicks on the kept links through the router', async () => {
    await serveAndHydrate(staticPart('links', async () => Links), staticPart('links', () => new Promise(() => {})))
    fireEvent.click(screen.getByText('next post'), { button: 0 })
    expect(mockRouter.push).toHaveBeenCalledWith('/article/next')
  })

  it('draws the part itself once the route changes (the router reuses it for the next post)', async () => {
    const Client = staticPart('links', async () => Links)
    await serveAndHydrate(staticPart('links', async () => Links), Client)
    mockRouter.asPath = '/article/next'
    await act(async () => root?.render(page(<Client label="drawn by React" />)))
    await waitFor(() => expect(screen.getByText(/drawn by React/)).toBeInTheDocument())
    expect(screen.queryByText(/from the server/)).toBeNull()
  })

  it('draws the part itself once its props change (a filter narrowed what it lists)', async () => {
    const Client = staticPart('links', async () => Links)
    await serveAndHydrate(staticPart('links', async () => Links), Client)
    await act(async () => root?.render(page(<Client label="narrowed" />)))
    await waitFor(() => expect(screen.getByText(/narrowed/)).toBeInTheDocument())
  })

  it('loads and draws the part when mounted after hydration, even beside a kept copy of itself', async () => {
    await serveAndHydrate(staticPart('links', async () => Links), staticPart('links', () => new Promise(() => {})))
    const load = jest.fn(async () => Links)
    const Part = staticPart('links', load)
    const other = document.createElement('div')
    document.body.appendChild(other)
    const { createRoot } = await import('react-dom/client')
    const later = createRoot(other)
    await act(async () => later.render(page(<Part label="drawn later" />)))
    await waitFor(() => expect(screen.getByText(/drawn later/)).toBeInTheDocument())
    act(() => later.unmount())
    expect(load).toHaveBeenCalledTimes(1)
  })

  describe("with wake: 'seen'", () => {
    /** A stand-in IntersectionObserver: `reveal()` reports every watched element on screen. */
    let watched: Element[] = []
    let reveal: () => void = () => {}
    beforeEach(() => {
      watched = []
      ;(window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          reveal = () => callback(watched.map(() => ({ isIntersecting: true })))
        }
        observe(element: Element) {
          watched.push(element)
        }
        disconnect() {}
      }
    })
    afterEach(() => {
      delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver
    })

    /** A part with a handler: its kept HTML does nothing until React draws it. */
    function Counter({ label }: { label: string }) {
      const [count, setCount] = useState(0)
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          {label} {count}
        </button>
      )
    }

    async function hydrateCounter(load: () => Promise<typeof Counter>) {
      const Server = staticPart('counter', async () => Counter, { wake: 'seen' })
      await Server.preload()
      container = document.createElement('div')
      container.innerHTML = renderToString(page(<Server label="clicks" />))
      document.body.appendChild(container)
      const Client = staticPart('counter', load, { wake: 'seen' })
      await act(async () => {
        root = hydrateRoot(container, page(<Client label="clicks" />), { onRecoverableError: (error) => { throw error } })
      })
    }

    it("keeps the server's HTML and loads no code while the part is out of sight", async () => {
      const load = jest.fn(async () => Counter)
      await hydrateCounter(load)
      expect(watched.map((element) => element.textContent)).toEqual(['clicks 0'])
      fireEvent.click(screen.getByRole('button'))
      expect(screen.getByRole('button')).toHaveTextContent('clicks 0')
      expect(load).not.toHaveBeenCalled()
    })

    it('loads the code and draws the part when it comes near the viewport, then its handlers work', async () => {
      const load = jest.fn(async () => Counter)
      await hydrateCounter(load)
      const kept = screen.getByRole('button')
      await act(async () => reveal())
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
      // React's own button replaces the kept one, looking the same.
      await waitFor(() => expect(screen.getByRole('button')).not.toBe(kept))
      expect(screen.getByRole('button')).toHaveTextContent('clicks 0')
      fireEvent.click(screen.getByRole('button'))
      await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('clicks 1'))
    })

    it('wakes when the reader reaches it by keyboard or pointer before it is seen', async () => {
      const load = jest.fn(async () => Counter)
      await hydrateCounter(load)
      const kept = screen.getByRole('button')
      kept.focus()
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
      await waitFor(() => expect(screen.getByRole('button')).not.toBe(kept))
      // The keyboard reader's focus moves to React's copy of the button.
      expect(screen.getByRole('button')).toHaveFocus()
      fireEvent.click(screen.getByRole('button'))
      await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('clicks 1'))
    })

    it("keeps the server's HTML when the code fails to arrive", async () => {
      await hydrateCounter(() => Promise.reject(new Error('chunk failed')))
      await act(async () => reveal())
      expect(screen.getByRole('button')).toHaveTextContent('clicks 0')
    })
  })

  describe("with wake: 'scrolled' (the contents list's scroll spy)", () => {
    function Spy({ label }: { label: string }) {
      const [scrolled, setScrolled] = useState(false)
      useEffect(() => {
        const onScroll = () => setScrolled(true)
        window.addEventListener('scroll', onScroll)
        return () => window.removeEventListener('scroll', onScroll)
      }, [])
      return <a href="#h">{`${label}${scrolled ? ' (following)' : ''}`}</a>
    }

    async function hydrateSpy(load: () => Promise<typeof Spy>) {
      const Server = staticPart('spy', async () => Spy, { wake: 'scrolled' })
      await Server.preload()
      container = document.createElement('div')
      container.innerHTML = renderToString(page(<Server label="contents" />))
      document.body.appendChild(container)
      const Client = staticPart('spy', load, { wake: 'scrolled' })
      await act(async () => {
        root = hydrateRoot(container, page(<Client label="contents" />), { onRecoverableError: (error) => { throw error } })
      })
    }

    it("keeps the server's HTML and loads no code until the page is scrolled, then draws the part", async () => {
      const load = jest.fn(async () => Spy)
      await hydrateSpy(load)
      const kept = screen.getByRole('link')
      expect(load).not.toHaveBeenCalled()
      await act(async () => window.dispatchEvent(new Event('scroll')))
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
      await waitFor(() => expect(screen.getByRole('link')).not.toBe(kept))
      await act(async () => window.dispatchEvent(new Event('scroll')))
      await waitFor(() => expect(screen.getByRole('link')).toHaveTextContent('contents (following)'))
      expect(load).toHaveBeenCalledTimes(1)
    })

    it('wakes when the list is pointed at before any scroll', async () => {
      const load = jest.fn(async () => Spy)
      await hydrateSpy(load)
      fireEvent.pointerDown(screen.getByRole('link'))
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    })
  })
})
