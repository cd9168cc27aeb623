/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react'
import { useActiveHeading } from '@/components/post/use-active-heading'

/** Two headings whose tops move as the test says; the page "scrolls" by changing them. */
const tops: Record<string, number> = { a: 0, b: 500 }

beforeEach(() => {
  jest.useFakeTimers()
  document.body.innerHTML = '<h2 id="a">A</h2><h2 id="b">B</h2>'
  for (const id of Object.keys(tops)) {
    const element = document.getElementById(id) as HTMLElement
    element.getBoundingClientRect = () => ({ top: tops[id] ?? 0 }) as DOMRect
  }
})
afterEach(() => jest.useRealTimers())

function scrollTo(bTop: number) {
  tops.b = bTop
  act(() => {
    window.dispatchEvent(new Event('scroll'))
  })
}

test('the scroll spy re-reads the headings at most once per SCROLL_SPY_THROTTLE_MS it is given, and never misses the last position', () => {
  tops.b = 500
  const { result } = renderHook(() => useActiveHeading(['a', 'b'], 150, 300))
  expect(result.current).toBe('a')
  // Within the wait the new position is not read yet; at its end it is.
  scrollTo(100)
  expect(result.current).toBe('a')
  act(() => jest.advanceTimersByTime(299))
  expect(result.current).toBe('a')
  act(() => jest.advanceTimersByTime(1))
  expect(result.current).toBe('b')
})
