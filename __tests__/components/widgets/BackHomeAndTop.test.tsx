/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { renderWithGlobal, resetRouter } from '../test-utils'
import { fireEvent, screen } from '@testing-library/react'
import { BackHomeAndTop } from '@/components/widgets/BackHomeAndTop'

beforeEach(() => {
  resetRouter()
  window.scrollTo = jest.fn()
})

describe('BackHomeAndTop', () => {
  it('links home and scrolls back to the top, both in the given look', () => {
    renderWithGlobal(<BackHomeAndTop classNames={{ root: 'row', link: 'hover:text-black' }} />)
    const home = screen.getByRole('link', { name: /Back to home/ })
    expect(home).toHaveAttribute('href', '/')
    expect(home).toHaveClass('hover:text-black')
    expect(home.parentElement).toHaveClass('row')
    const top = screen.getByRole('button', { name: 'Back to top' })
    expect(top).toHaveClass('hover:text-black')
    fireEvent.click(top)
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
  })
})
