/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { renderWithGlobal, resetRouter } from './test-utils'
import { act, fireEvent, screen } from '@testing-library/react'
import { FadingBackToTop } from '@/components/widgets/BackToTop'

beforeEach(() => {
  resetRouter()
  window.scrollTo = jest.fn()
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 })
})

async function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y })
  // The scroll is read once a frame.
  await act(async () => {
    window.dispatchEvent(new Event('scroll'))
    await new Promise((resolve) => setTimeout(resolve, 50))
  })
}

describe('FadingBackToTop', () => {
  it('is see-through and lets the pointer pass until the page is scrolled past its offset, yet stays reachable by keyboard', async () => {
    renderWithGlobal(<FadingBackToTop showAfter={300} classNames={{ root: 'fixed' }} />)
    const button = screen.getByRole('button', { name: 'Back to top' })
    expect(button).toHaveClass('fixed', 'opacity-0', 'pointer-events-none', 'focus-visible:opacity-100')
    expect(button).not.toHaveAttribute('tabindex', '-1')
    await scrollTo(200)
    expect(button).toHaveClass('opacity-0')
    await scrollTo(400)
    expect(button).toHaveClass('opacity-100')
    expect(button).not.toHaveClass('pointer-events-none')
    fireEvent.click(button)
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
  })
})
