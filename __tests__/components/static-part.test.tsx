/** @jest-environment jsdom */
import { mockRouter, resetRouter, TEST_PAGE_PROPS } from './test-utils'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { staticPart, STATIC_PART_ATTRIBUTE } from '@/components/static-part'
import { GlobalProvider } from '@/lib/global/provider'

/** A text-and-links part; SiteLink would draw the same anchor. */
function Links({ label }: { label: string }) {
  return <nav dangerouslySetInnerHTML={{ __html: `${label} <a href="/article/next">next post</a>` }} />
}

const page = (children: ReactNode) => <GlobalProvider pageProps={TEST_PAGE_PROPS}>{children}</GlobalProvider>

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
})
