/** @jest-environment jsdom */
import { renderWithGlobal, resetRouter, TEST_PAGE_PROPS, withRemote } from '../test-utils'
import { act, fireEvent, screen } from '@testing-library/react'
import SearchModal from '@/components/search/SearchModal'
import { SearchModalLauncher } from '@/components/search/SearchModalLauncher'
import { resetSearchWarmUp } from '@/components/search/use-notion-search'
import { DEFAULT_CONFIG } from '@/lib/config'

const { SEARCH_DEBOUNCE_MS } = DEFAULT_CONFIG

const ROOT = 'root-page-id'
const PROPS = { ...TEST_PAGE_PROPS, site: { ...TEST_PAGE_PROPS.site, siteInfo: { ...TEST_PAGE_PROPS.site.siteInfo, rootPageId: ROOT } } }

function hit(id: string, text: string) {
  return { id, pageId: 'p', title: `Post ${id}`, href: `/article/${id}`, isNavigable: false, score: 1, highlight: { pathText: '', text } }
}

beforeEach(() => {
  jest.useFakeTimers()
  resetRouter()
  resetSearchWarmUp()
})
afterEach(() => jest.useRealTimers())

async function type(value: string) {
  fireEvent.change(screen.getByRole('searchbox'), { target: { value } })
}
async function settle() {
  await act(async () => {
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS)
  })
  await act(async () => {})
}

describe('SearchModal (docs/behaviour.md §2, §4, §5, §7)', () => {
  it('sends the empty query once as a warm-up, with the root page as ancestor', async () => {
    const search = jest.fn(async () => ({ results: [], total: 0 }))
    const view = renderWithGlobal(<SearchModal open onClose={() => {}} searchNotion={search} />, PROPS)
    view.rerender(<SearchModal open={false} onClose={() => {}} searchNotion={search} />)
    view.rerender(<SearchModal open onClose={() => {}} searchNotion={search} />)
    expect(search).toHaveBeenCalledTimes(1)
    expect(search).toHaveBeenCalledWith({ query: '', ancestorId: ROOT })
  })

  it('goes idle → loading → results, debounced 1000 ms, with highlighted snippets and a count', async () => {
    const search = jest.fn(async ({ query }: { query: string }) =>
      query ? { results: [hit('a', 'the <gzkNfoUU>word</gzkNfoUU> here'), hit('b', 'two')], total: 2 } : { results: [], total: 0 }
    )
    renderWithGlobal(<SearchModal open onClose={() => {}} searchNotion={search} />, PROPS)
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'idle')
    await type('wo')
    await type('word')
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'loading')
    expect(screen.getByRole('status', { name: 'Searching…' })).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1))
    expect(search).toHaveBeenCalledTimes(1) // the warm-up only
    await settle()
    expect(search).toHaveBeenCalledTimes(2)
    expect(search).toHaveBeenLastCalledWith({ query: 'word', ancestorId: ROOT })
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'results')
    expect(screen.getByText('2 results')).toBeInTheDocument()
    expect(screen.getByText('word', { selector: 'b' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Post a/ })).toHaveAttribute('href', '/article/a')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('waits SEARCH_DEBOUNCE_MS as the owner set it', async () => {
    const search = jest.fn(async () => ({ results: [hit('a', 'x')], total: 1 }))
    renderWithGlobal(<SearchModal open onClose={() => {}} searchNotion={search} />, withRemote({ SEARCH_DEBOUNCE_MS: 300 }, PROPS))
    await type('word')
    act(() => jest.advanceTimersByTime(299))
    expect(search).toHaveBeenCalledTimes(1) // the warm-up only
    await act(async () => {
      jest.advanceTimersByTime(1)
    })
    expect(search).toHaveBeenLastCalledWith({ query: 'word', ancestorId: ROOT })
  })

  it("says '1 result' for one", async () => {
    const search = jest.fn(async () => ({ results: [hit('a', 'x')], total: 1 }))
    renderWithGlobal(<SearchModal open onClose={() => {}} searchNotion={search} />, PROPS)
    await type('x')
    await settle()
    expect(screen.getByText('1 result')).toBeInTheDocument()
  })

  it("shows 'No results' with 'Try different search terms'", async () => {
    renderWithGlobal(<SearchModal open onClose={() => {}} searchNotion={async () => ({ results: [], total: 0 })} />, PROPS)
    await type('zzz')
    await settle()
    expect(screen.getByText('No results')).toBeInTheDocument()
    expect(screen.getByText('Try different search terms')).toBeInTheDocument()
  })

  it.each([[{ error: 'boom' }], [{ errorId: 'e1', results: [] }]])("shows 'Search error' for %j", async (response) => {
    renderWithGlobal(<SearchModal open onClose={() => {}} searchNotion={async () => response} />, PROPS)
    await type('x')
    await settle()
    expect(screen.getByRole('alert')).toHaveTextContent('Search error')
  })

  it("shows 'Search error' when the call itself fails", async () => {
    renderWithGlobal(<SearchModal open onClose={() => {}} searchNotion={async () => { throw new Error('offline') }} />, PROPS)
    await type('x')
    await settle()
    expect(screen.getByRole('alert')).toHaveTextContent('Search error')
  })

  it('clears the results and sends nothing for an empty or blank query; the clear button does the same', async () => {
    const search = jest.fn(async () => ({ results: [hit('a', 'x')], total: 1 }))
    renderWithGlobal(<SearchModal open onClose={() => {}} searchNotion={search} />, PROPS)
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument()
    await type('x')
    await settle()
    expect(screen.getByText('1 result')).toBeInTheDocument()
    await type('   ')
    await settle()
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'idle')
    expect(screen.queryByText('1 result')).not.toBeInTheDocument()
    await type('x')
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    await settle()
    expect(screen.getByRole('searchbox')).toHaveValue('')
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'idle')
    expect(search).toHaveBeenCalledTimes(2) // warm-up and 'x' once
  })

  it('keeps only the answer to the newest query', async () => {
    let resolveFirst: (value: unknown) => void = () => {}
    const search = jest.fn(({ query }: { query: string }) =>
      query === 'old' ? new Promise((resolve) => (resolveFirst = resolve)) : Promise.resolve({ results: [], total: 0 })
    )
    renderWithGlobal(<SearchModal open onClose={() => {}} searchNotion={search} />, PROPS)
    await type('old')
    await settle()
    await type('new')
    await settle()
    await act(async () => resolveFirst({ results: [hit('a', 'stale')], total: 1 }))
    expect(screen.getByText('No results')).toBeInTheDocument()
  })

  it('closes on Escape and on a click outside', () => {
    const onClose = jest.fn()
    renderWithGlobal(<SearchModal open onClose={onClose} searchNotion={async () => ({ results: [] })} />, PROPS)
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' })
    fireEvent.mouseDown(screen.getByTestId('search-modal-backdrop'))
    expect(onClose).toHaveBeenCalledTimes(2)
  })
})

describe('SearchModalLauncher (docs/behaviour.md §2)', () => {
  it('renders nothing until ctrl+k, then opens the modal; Escape closes it and ctrl+p opens it again', async () => {
    jest.useRealTimers()
    const fetchMock = jest.fn(async () => ({ json: async () => ({ results: [], total: 0 }) }))
    global.fetch = fetchMock as unknown as typeof fetch
    const { container } = renderWithGlobal(<SearchModalLauncher />, PROPS)
    expect(container).toBeEmptyDOMElement()
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true })
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    fireEvent.keyDown(window, { key: 'p', ctrlKey: true })
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledWith('/api/search', expect.objectContaining({ method: 'POST', body: JSON.stringify({ query: '', ancestorId: ROOT }) }))
  })

  it('ignores k and p without the modifier', () => {
    const { container } = renderWithGlobal(<SearchModalLauncher />, PROPS)
    fireEvent.keyDown(window, { key: 'k' })
    fireEvent.keyDown(window, { key: 'p', altKey: true })
    expect(container).toBeEmptyDOMElement()
  })
})
