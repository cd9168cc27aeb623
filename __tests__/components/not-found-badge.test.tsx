/** @jest-environment jsdom */
import { renderWithGlobal, resetRouter } from './test-utils'
import { screen } from '@testing-library/react'
import { NotFound } from '@/components/site/NotFound'

beforeEach(() => resetRouter())

describe('NotFound badge', () => {
  it('draws a big 404 before the heading, out of what screen readers read, then the theme\'s own lines', () => {
    const { container } = renderWithGlobal(
      <NotFound badge="code" classNames={{ badge: 'big' }}>
        <p>Lost?</p>
      </NotFound>
    )
    const badge = container.querySelector('.big')
    expect(badge).toHaveTextContent('404')
    expect(badge).toHaveAttribute('aria-hidden', 'true')
    const heading = screen.getByRole('heading', { level: 1, name: '404 Not found.' })
    expect(badge?.compareDocumentPosition(screen.getByText('Lost?')) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    expect(screen.getByText('Lost?').compareDocumentPosition(heading)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  })

  it('draws the note after the heading and before the way home, which takes the `home` look', () => {
    renderWithGlobal(<NotFound note={<p>Try the search.</p>} classNames={{ home: 'button' }} />)
    const heading = screen.getByRole('heading', { level: 1 })
    const home = screen.getByRole('link', { name: 'Back to home' })
    expect(heading.compareDocumentPosition(screen.getByText('Try the search.'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    expect(screen.getByText('Try the search.').compareDocumentPosition(home)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    expect(home).toHaveClass('button')
  })

  it('draws an empty spinner for `spinner`, and no badge without one', () => {
    const { container, unmount } = renderWithGlobal(<NotFound badge="spinner" classNames={{ badge: 'spin' }} />)
    const spinner = container.querySelector('.spin')
    expect(spinner).toBeEmptyDOMElement()
    expect(spinner).toHaveAttribute('aria-hidden', 'true')
    unmount()
    const plain = renderWithGlobal(<NotFound />)
    expect(plain.container.querySelector('[aria-hidden]')).toBeNull()
  })
})
