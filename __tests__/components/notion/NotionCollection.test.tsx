/** @jest-environment jsdom */
import { renderWithGlobal } from '../test-utils'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import { NotionPage } from '@/components/notion/NotionPage'
import { withGalleryLoadLimit } from '@/lib/notion/render/gallery-load-limit'

jest.mock('@/components/notion/NotionPdf', () => ({ NotionPdf: () => null }))

/** The every-block post holds a 12-card gallery ("Colour swatches"). */
const recordMap = JSON.parse(readFileSync(path.join(process.cwd(), 'scripts/demo/snapshot/9d1c2ab07a5e416ca18131301e53b555.json'), 'utf8')) as ExtendedRecordMap
const SWATCHES = 12

let spies: jest.SpyInstance[] = []
beforeEach(() => {
  spies = [jest.spyOn(console, 'warn'), jest.spyOn(console, 'log'), jest.spyOn(console, 'error')].map((spy) => spy.mockImplementation(() => {}))
})
afterEach(() => spies.forEach((spy) => spy.mockRestore()))

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width
    window.dispatchEvent(new Event('resize'))
  })
}

/** The collection renderer is its own chunk: its first load can take a while on a busy machine. */
const CHUNK_WAIT = { timeout: 30_000 }

const cards = (container: HTMLElement) => container.querySelectorAll('.notion-gallery-grid .notion-collection-card')

describe('a gallery shows cards by viewport width (docs/behaviour.md §2)', () => {
  it('shows 8 cards on a phone and "Load more" for the rest, as a button a keyboard can press', async () => {
    window.innerWidth = 400
    const { container } = renderWithGlobal(<NotionPage recordMap={recordMap} />)
    await waitFor(() => expect(cards(container)).toHaveLength(8), CHUNK_WAIT)
    const more = container.querySelector<HTMLElement>('.notion-collection-load-more')
    await waitFor(() => expect(more).toHaveAttribute('role', 'button'))
    expect(more?.tabIndex).toBe(0)
    fireEvent.keyDown(more as HTMLElement, { key: 'Enter' })
    await waitFor(() => expect(cards(container)).toHaveLength(SWATCHES))
    expect(container.querySelector('.notion-collection-load-more')).toBeNull()
  }, CHUNK_WAIT.timeout)

  it('shows them all once the window is wide enough for 20', async () => {
    window.innerWidth = 400
    const { container } = renderWithGlobal(<NotionPage recordMap={recordMap} />)
    await waitFor(() => expect(cards(container)).toHaveLength(8), CHUNK_WAIT)
    resizeTo(700)
    await waitFor(() => expect(cards(container)).toHaveLength(SWATCHES))
  }, CHUNK_WAIT.timeout)
})

/** The "Reading shelf" database of the every-block post: one collection, four views. */
function shelf(): { blockId: string; views: Record<string, string> } {
  for (const [blockId, entry] of Object.entries(recordMap.block)) {
    const block = ((entry.value as { value?: unknown }).value ?? entry.value) as { type?: string; view_ids?: string[] }
    if (block.type !== 'collection_view' || block.view_ids?.length !== 4) continue
    const views = Object.fromEntries(
      block.view_ids.map((viewId) => {
        const view = ((recordMap.collection_view[viewId]?.value as { value?: unknown }).value ?? recordMap.collection_view[viewId]?.value) as { type: string }
        return [view.type, viewId]
      })
    )
    return { blockId, views }
  }
  throw new Error('the every-block post has no database with four views')
}

describe('each collection view type of docs/behaviour.md §3 renders its rows', () => {
  const { blockId, views } = shelf()
  afterEach(() => localStorage.clear())
  it.each([
    ['table', '.notion-table .notion-table-row'],
    ['gallery', '.notion-gallery-grid .notion-collection-card'],
    ['list', '.notion-list-collection .notion-list-item'],
    ['board', '.notion-board .notion-board-group-card']
  ])('%s', async (type, rowSelector) => {
    window.innerWidth = 1024
    // react-notion-x keeps the view a reader chose under the database block's id.
    localStorage.setItem(blockId, JSON.stringify({ collectionViewId: views[type] }))
    const { container } = renderWithGlobal(<NotionPage recordMap={recordMap} />)
    const database = `.notion-collection.notion-block-${blockId.replaceAll('-', '')}`
    await waitFor(() => expect(container.querySelectorAll(`${database} ${rowSelector}`)).toHaveLength(4), CHUNK_WAIT)
    expect(container.querySelector(database)?.textContent).toContain('Thinking in Systems')
  }, CHUNK_WAIT.timeout)
})

describe('withGalleryLoadLimit', () => {
  it('limits gallery views only, and leaves a map without galleries as it was', () => {
    const limited = withGalleryLoadLimit(recordMap, 8)
    const formats = Object.values(limited.collection_view).map((entry) => {
      const view = (entry.value as { value?: { type: string; format?: Record<string, unknown> } }).value ?? (entry.value as unknown as { type: string; format?: Record<string, unknown> })
      return [view.type, view.format?.inline_collection_first_load_limit ?? null]
    })
    expect(formats).toContainEqual(['gallery', { type: 'load_limit', limit: 8 }])
    expect(formats.filter(([type]) => type !== 'gallery').every(([, limit]) => limit === null)).toBe(true)
    const plain = { ...recordMap, collection_view: {} }
    expect(withGalleryLoadLimit(plain, 8)).toBe(plain)
  })
})
