/** @jest-environment jsdom */
import { renderWithGlobal, resetRouter } from '../test-utils'
import { render, screen } from '@testing-library/react'
import { PostCard } from '@/components/list/PostCard'
import PostPreview from '@/components/list/PostPreview'
import type { PreviewBlock } from '@/lib/site/types'
import { postSummaryOf } from '../../fixtures/post'

beforeEach(() => resetRouter())

/** The opening of the demo's "Every block" and "Three small habits", as the data layer gives it. */
const BLOCKS: PreviewBlock[] = [
  {
    kind: 'text',
    spans: [
      { text: 'Plain text can carry ' },
      { text: 'bold', marks: 'b' },
      { text: ', ' },
      { text: 'italic', marks: 'i' },
      { text: ', ' },
      { text: 'inline code', marks: 'c' },
      { text: ' and ' },
      { text: 'links', href: 'https://www.notion.com' },
      { text: ', ' },
      { text: 'both', marks: 'bi' }
    ]
  },
  { kind: 'h1', spans: [{ text: 'Text and headings' }] },
  { kind: 'bullet', spans: [{ text: 'Capture' }] },
  { kind: 'bullet', spans: [{ text: 'Draft' }] },
  { kind: 'number', spans: [{ text: 'Ship' }] },
  { kind: 'quote', spans: [{ text: 'Write drunk on ideas, edit sober on sleep.' }] },
  { kind: 'image', src: '/demo/images/workflow.svg', alt: 'Capture, draft, ship', ratio: 2 }
]

describe('PostPreview', () => {
  it('draws each block as its kind: marks, a link, a heading, lists grouped, a quote and the image at its proportions', () => {
    const { container } = render(<PostPreview blocks={BLOCKS} />)
    expect(screen.getByText('bold').tagName).toBe('STRONG')
    expect(screen.getByText('italic').tagName).toBe('EM')
    expect(screen.getByText('inline code').tagName).toBe('CODE')
    // Two marks nest: bold inside italic.
    expect(screen.getByText('both').tagName).toBe('STRONG')
    expect(screen.getByText('both').parentElement?.tagName).toBe('EM')
    expect(screen.getByRole('link', { name: 'links' })).toHaveAttribute('href', 'https://www.notion.com')
    // A heading is drawn, not marked up: the card's title stays the card's only heading.
    expect(screen.queryByRole('heading')).toBeNull()
    expect(container.querySelector('[data-block="h1"]')).toHaveTextContent('Text and headings')
    const lists = screen.getAllByRole('list')
    expect(lists.map((list) => [list.tagName, list.querySelectorAll('li').length])).toEqual([
      ['UL', 2],
      ['OL', 1]
    ])
    expect(container.querySelector('[data-block="quote"]')).toHaveTextContent('Write drunk')
    const image = screen.getByRole('img', { name: 'Capture, draft, ship' })
    expect(image).toHaveAttribute('src', '/demo/images/workflow.svg')
    expect(Number(image.getAttribute('width')) / Number(image.getAttribute('height'))).toBe(2)
  })

  it('draws nothing for no blocks', () => {
    const { container } = render(<PostPreview blocks={[]} />)
    expect(container.querySelector('[data-post-preview]')?.childElementCount).toBe(0)
  })
})

describe('PostCard with a preview', () => {
  const post = postSummaryOf({ id: 'p1', title: 'Every block', summary: 'The summary', preview: BLOCKS.slice(0, 2) })

  it('draws the preview in the summary slot when the theme switches it on', async () => {
    const { container } = renderWithGlobal(<PostCard post={post} parts={['title', 'summary']} preview classNames={{ summary: 'the-summary' }} />)
    expect(await screen.findByText('Text and headings')).toBeInTheDocument()
    expect(container.querySelector('[data-post-preview]')).toHaveClass('the-summary')
    expect(screen.queryByText('The summary')).toBeNull()
  })

  it("keeps no more blocks than a small card's summary lines", async () => {
    const { container } = renderWithGlobal(<PostCard post={{ ...post, preview: BLOCKS }} parts={['title', 'summary']} preview summaryLines={2} />)
    expect(await screen.findByText('Text and headings')).toBeInTheDocument()
    expect(container.querySelectorAll('[data-post-preview] > *')).toHaveLength(2)
  })

  it('keeps the summary when the theme does not, when a keyword is marked, and when the post has none', () => {
    renderWithGlobal(<PostCard post={post} parts={['title', 'summary']} />)
    expect(screen.getByText('The summary')).toBeInTheDocument()
    renderWithGlobal(<PostCard post={post} parts={['title', 'summary']} preview keyword="summary" />)
    expect(screen.getAllByText('summary', { exact: false }).length).toBeGreaterThan(0)
    renderWithGlobal(<PostCard post={{ ...post, id: 'p2', preview: undefined }} parts={['title', 'summary']} preview />)
    expect(document.querySelector('[data-post-preview]')).toBeNull()
  })
})
