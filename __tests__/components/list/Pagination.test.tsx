/** @jest-environment jsdom */
import { renderWithGlobal, resetRouter } from '../test-utils'
import { screen } from '@testing-library/react'
import { Pagination } from '@/components/list/Pagination'

beforeEach(() => resetRouter())

describe('Pagination (docs/behaviour.md §2)', () => {
  it('sends page 2 of home back to / and forward to /page/3', () => {
    renderWithGlobal(<Pagination paging={{ page: 2, totalPages: 3, total: 30, basePath: '/' }} />)
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/page/3')
  })

  it('sends page 2 of a tag back to the tag and forward under it', () => {
    renderWithGlobal(<Pagination paging={{ page: 2, totalPages: 3, total: 30, basePath: '/tag/react' }} />)
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/tag/react')
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/tag/react/page/3')
  })

  it('has no previous link on page 1 and no next link on the last page', () => {
    const { unmount } = renderWithGlobal(<Pagination paging={{ page: 1, totalPages: 2, total: 20, basePath: '/' }} />)
    expect(screen.queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/page/2')
    unmount()
    renderWithGlobal(<Pagination paging={{ page: 2, totalPages: 2, total: 20, basePath: '/' }} />)
    expect(screen.queryByRole('link', { name: /Next/ })).not.toBeInTheDocument()
  })

  it('renders nothing for a single page', () => {
    renderWithGlobal(<Pagination paging={{ page: 1, totalPages: 1, total: 3, basePath: '/' }} />)
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })

  it('keeps the ?theme= query on its links', () => {
    resetRouter({ theme: 'example' })
    renderWithGlobal(<Pagination paging={{ page: 2, totalPages: 3, total: 30, basePath: '/' }} />)
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/?theme=example')
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/page/3?theme=example')
  })
})
