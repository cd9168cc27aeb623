/** @jest-environment jsdom */
import { renderWithGlobal, resetRouter } from '../test-utils'
import { act, screen } from '@testing-library/react'
import { TableOfContents } from '@/components/post/TableOfContents'
import type { TocItem } from '@/lib/site/types'

const TOC: TocItem[] = [
  { id: 'aaaaaaaa-0000-0000-0000-000000000001', text: 'Intro', indentLevel: 0 },
  { id: 'aaaaaaaa-0000-0000-0000-000000000002', text: 'Details', indentLevel: 1 },
  { id: 'aaaaaaaa-0000-0000-0000-000000000003', text: 'End', indentLevel: 0 }
]

/** Headings as react-notion-x renders them: an anchor div whose id is the block id without dashes. */
function placeAnchors(tops: number[]) {
  for (const [index, item] of TOC.entries()) {
    const anchor = document.createElement('div')
    anchor.id = item.id.replaceAll('-', '')
    anchor.getBoundingClientRect = () => ({ top: tops[index] ?? 0 }) as DOMRect
    document.body.appendChild(anchor)
  }
}

beforeEach(() => {
  resetRouter()
  document.body.innerHTML = ''
})

describe('TableOfContents (docs/behaviour.md §2)', () => {
  it('is hidden with fewer than 3 items', () => {
    renderWithGlobal(<TableOfContents toc={TOC.slice(0, 2)} />)
    expect(screen.queryByRole('navigation', { name: 'Contents' })).not.toBeInTheDocument()
  })

  it('lists 3 items, linking each to its heading anchor and indenting by level', () => {
    renderWithGlobal(<TableOfContents toc={TOC} />)
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument()
    const link = screen.getByRole('link', { name: 'Details' })
    expect(link).toHaveAttribute('href', '#aaaaaaaa000000000000000000000002')
    expect(link.parentElement).toHaveStyle({ paddingLeft: '12px' })
  })

  it('highlights the heading being read', () => {
    placeAnchors([-400, 40, 700])
    renderWithGlobal(<TableOfContents toc={TOC} classNames={{ active: 'is-active' }} />)
    expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute('aria-current', 'location')
    expect(screen.getByRole('link', { name: 'Details' })).toHaveClass('is-active')
    expect(screen.getByRole('link', { name: 'Intro' })).not.toHaveAttribute('aria-current')
  })

  it('follows the reader after a scroll, at most every 100 ms', () => {
    jest.useFakeTimers()
    try {
      const tops = [100, 600, 1200]
      placeAnchors(tops)
      renderWithGlobal(<TableOfContents toc={TOC} />)
      expect(screen.getByRole('link', { name: 'Intro' })).toHaveAttribute('aria-current', 'location')
      tops.splice(0, 3, -1000, -500, 20) // the anchors read these positions

      act(() => {
        window.dispatchEvent(new Event('scroll'))
        jest.advanceTimersByTime(100)
      })
      expect(screen.getByRole('link', { name: 'End' })).toHaveAttribute('aria-current', 'location')
    } finally {
      jest.useRealTimers()
    }
  })

  it('tells its caller when a heading is picked', () => {
    const onNavigate = jest.fn()
    renderWithGlobal(<TableOfContents toc={TOC} onNavigate={onNavigate} />)
    act(() => screen.getByRole('link', { name: 'End' }).click())
    expect(onNavigate).toHaveBeenCalled()
  })
})
