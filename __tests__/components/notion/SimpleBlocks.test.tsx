/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { render, screen } from '@testing-library/react'
import type { ExtendedRecordMap } from 'notion-types'
import { SimpleBlocks } from '@/components/notion/SimpleBlocks'
import { simpleBlocks } from '@/lib/notion/render/simple-blocks'

function recordMap(blocks: Array<{ id: string; type: string; title?: unknown; content?: string[] }>): ExtendedRecordMap {
  const root = { id: 'root', type: 'page', content: blocks.map((b) => b.id) }
  const block = Object.fromEntries(
    [root, ...blocks].map((b) => [b.id, { value: { value: { ...b, properties: 'title' in b ? { title: b.title } : undefined } } }])
  )
  return { block, collection: {}, collection_view: {}, notion_user: {}, collection_query: {}, signed_urls: {} } as unknown as ExtendedRecordMap
}

describe('simpleBlocks', () => {
  it('lists the top-level blocks of a plain notice, in order', () => {
    const blocks = simpleBlocks(recordMap([
      { id: 'a', type: 'text', title: [['Hello ', []], ['world', [['b']]]] },
      { id: 'b', type: 'divider' }
    ]))
    expect(blocks?.map((b) => [b.id, b.type])).toEqual([['a', 'text'], ['b', 'divider']])
  })
  it('gives up on anything the full renderer must draw', () => {
    expect(simpleBlocks(recordMap([{ id: 'a', type: 'image' }]))).toBeNull()
    expect(simpleBlocks(recordMap([{ id: 'a', type: 'toggle', content: ['x'] }]))).toBeNull()
    expect(simpleBlocks(recordMap([{ id: 'a', type: 'text', content: ['x'] }]))).toBeNull()
  })
})

describe('SimpleBlocks', () => {
  it('draws rich text marks and safe links only', () => {
    const blocks = simpleBlocks(recordMap([
      { id: 'a', type: 'text', title: [['bold', [['b']]], [' and ', []], ['code', [['c']]], [' ', []], ['site', [['a', '/about']]], [' ', []], ['bad', [['a', 'javascript:alert(1)']]], [' ', []], ['html', [['a', 'data:text/html,<script>alert(1)</script>']]]] },
      { id: 'b', type: 'header', title: [['Heading']] }
    ]))!
    const { container } = render(<SimpleBlocks blocks={blocks} />)
    expect(screen.getByText('bold').tagName).toBe('STRONG')
    expect(screen.getByText('code').tagName).toBe('CODE')
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('href', '/about')
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'html' })).toBeNull()
    expect(container).toHaveTextContent('bad html')
    expect(screen.getByRole('heading', { name: 'Heading' })).toBeInTheDocument()
  })
})
