/** @jest-environment jsdom */
import { renderWithGlobal, resetRouter } from './test-utils'
import { act, fireEvent, screen } from '@testing-library/react'
import { CyclingText } from '@/components/widgets/CyclingText'
import { NoticeTicker } from '@/components/widgets/NoticeTicker'
import { WhenSeen } from '@/components/loading/WhenSeen'

beforeEach(() => resetRouter())
afterEach(() => jest.useRealTimers())

describe('NoticeTicker', () => {
  const items = [{ title: 'New theme', url: '/article/new' }, { title: 'Plain news' }]

  it('shows one notice at a time and rolls to the next, the hidden one inert', () => {
    jest.useFakeTimers()
    const { container } = renderWithGlobal(<NoticeTicker items={items} intervalMs={1000} />)
    const rows = container.querySelectorAll('li')
    expect(screen.getByRole('link', { name: 'New theme' })).toHaveAttribute('href', '/article/new')
    expect(rows[0]).not.toHaveAttribute('inert')
    expect(rows[1]).toHaveAttribute('inert')
    act(() => jest.advanceTimersByTime(1000))
    expect(rows[0]).toHaveAttribute('inert')
    expect(rows[1]).not.toHaveAttribute('inert')
    expect(container.querySelector('ul')?.style.transform).toBe('translateY(-100%)')
  })

  it('holds still while hovered, and draws nothing without notices', () => {
    jest.useFakeTimers()
    const { container, rerender } = renderWithGlobal(<NoticeTicker items={items} intervalMs={1000} />)
    fireEvent.pointerEnter(container.firstElementChild!)
    act(() => jest.advanceTimersByTime(3000))
    expect(container.querySelectorAll('li')[0]).not.toHaveAttribute('inert')
    rerender(<NoticeTicker items={[]} />)
    expect(container.querySelector('ul')).toBeNull()
  })
})

describe('CyclingText', () => {
  it('moves to the next phrase on each click, wrapping round', () => {
    renderWithGlobal(<CyclingText words={['Hello', 'Welcome']} />)
    const button = screen.getByRole('button', { name: 'Hello' })
    fireEvent.click(button)
    expect(button).toHaveTextContent('Welcome')
    fireEvent.click(button)
    expect(button).toHaveTextContent('Hello')
  })
})

describe('WhenSeen', () => {
  it('draws its content only once the box nears the viewport', () => {
    let notify: (entries: { isIntersecting: boolean }[]) => void = () => {}
    const observe = jest.fn()
    const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
    ;(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: typeof notify) {
        notify = callback
      }
      observe = observe
      disconnect() {}
    }
    try {
      renderWithGlobal(
        <WhenSeen className="min-h-40">
          <p>Below the fold</p>
        </WhenSeen>
      )
      expect(screen.queryByText('Below the fold')).toBeNull()
      expect(observe).toHaveBeenCalled()
      act(() => notify([{ isIntersecting: true }]))
      expect(screen.getByText('Below the fold')).toBeInTheDocument()
    } finally {
      ;(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original
    }
  })
})
