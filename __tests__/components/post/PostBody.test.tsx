/** @jest-environment jsdom */
import { mockRouter, renderWithGlobal, resetRouter } from '../test-utils'
import { fireEvent, screen } from '@testing-library/react'
import { PostBody } from '@/components/post/PostBody'
import { NOTION_ISLAND_ATTRIBUTE } from '@/lib/notion/render/notion-island'
import type { PostDetail } from '@/lib/site/types'
import { postSummaryOf } from '../../fixtures/post'
import { recordMapOf } from '../../fixtures/record-map'

// Stands in for the Notion renderer's chunk, so a test can tell whether the body needed it.
const rendererDrew = jest.fn()
jest.mock('@/components/notion/NotionPage', () => ({
  NotionPage: () => {
    rendererDrew()
    return <p>drawn by the renderer</p>
  }
}))

const PAGE_ID = 'p1'

function postWith(blocks: Record<string, unknown>): PostDetail {
  return {
    ...postSummaryOf({ id: PAGE_ID, title: 'Hello', slug: 'hello', href: '/article/hello' }),
    toc: [],
    wordCount: 0,
    ext: {},
    comment: '',
    recordMap: recordMapOf({ [PAGE_ID]: { value: { id: PAGE_ID, type: 'page', content: Object.keys(blocks) } }, ...blocks })
  }
}

const TEXT_ONLY = { t1: { value: { id: 't1', type: 'text', properties: { title: [['hi']] } } } }
const WITH_CODE = { c1: { value: { id: 'c1', type: 'code', properties: { title: [['x = 1']] } } } }

/** What the server sent: the post's island, as NotionPage drew it, already in the document. */
function serverIsland(html: string) {
  const island = document.createElement('div')
  island.setAttribute(NOTION_ISLAND_ATTRIBUTE, PAGE_ID)
  island.innerHTML = html
  document.body.appendChild(island)
  return island
}

beforeEach(() => {
  resetRouter()
  rendererDrew.mockClear()
})
afterEach(() => {
  document.body.innerHTML = ''
})

describe('PostBody', () => {
  it("keeps a body that needs no script as the server's HTML, without the renderer", () => {
    const island = serverIsland('<p class="notion-text">from the server</p><a href="/article/other">other</a>')
    renderWithGlobal(<PostBody post={postWith(TEXT_ONLY)} />)
    island.remove()
    expect(rendererDrew).not.toHaveBeenCalled()
    expect(screen.getByText('from the server')).toBeInTheDocument()
    expect(document.querySelector(`#article-body [${NOTION_ISLAND_ATTRIBUTE}="${PAGE_ID}"]`)).not.toBeNull()
  })

  it('routes plain clicks on its internal links, and leaves modified clicks to the browser', () => {
    const island = serverIsland('<a href="/article/other">other</a><a href="https://example.com/">out</a>')
    renderWithGlobal(<PostBody post={postWith(TEXT_ONLY)} />)
    island.remove()
    fireEvent.click(screen.getByText('other'), { button: 0, ctrlKey: true })
    expect(mockRouter.push).not.toHaveBeenCalled()
    fireEvent.click(screen.getByText('other'), { button: 0 })
    expect(mockRouter.push).toHaveBeenCalledWith('/article/other')
    fireEvent.click(screen.getByText('out'), { button: 0 })
    expect(mockRouter.push).toHaveBeenCalledTimes(1)
  })

  it('renders the next post when the router reuses it for another page of the same route', async () => {
    const island = serverIsland('<p>first post, from the server</p>')
    const { rerender } = renderWithGlobal(<PostBody post={postWith(TEXT_ONLY)} />)
    island.remove()
    expect(screen.getByText('first post, from the server')).toBeInTheDocument()
    const next = postWith(TEXT_ONLY)
    const nextMap = recordMapOf({ p2: { value: { id: 'p2', type: 'page', content: [] } } })
    rerender(<PostBody post={{ ...next, id: 'p2', recordMap: nextMap }} />)
    expect(await screen.findByText('drawn by the renderer')).toBeInTheDocument()
    expect(screen.queryByText('first post, from the server')).toBeNull()
  })

  it('draws the body with the renderer after a client-side navigation (no server HTML)', async () => {
    renderWithGlobal(<PostBody post={postWith(TEXT_ONLY)} />)
    expect(await screen.findByText('drawn by the renderer')).toBeInTheDocument()
  })

  it('draws a body with code with the renderer, even with server HTML there', async () => {
    const island = serverIsland('<pre>x = 1</pre>')
    renderWithGlobal(<PostBody post={postWith(WITH_CODE)} />)
    island.remove()
    expect(await screen.findByText('drawn by the renderer')).toBeInTheDocument()
  })

  it('shows the password form for a locked post, and no body', async () => {
    const locked = { ...postWith(TEXT_ONLY), lock: true, recordMap: null }
    renderWithGlobal(<PostBody post={locked} />)
    // The form is its own chunk, which an open post never loads.
    expect(await screen.findByLabelText('Please Enter the password:')).toBeInTheDocument()
    expect(document.querySelector('form')).not.toBeNull()
    expect(rendererDrew).not.toHaveBeenCalled()
  })
})
