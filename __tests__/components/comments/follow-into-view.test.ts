/**
 * @jest-environment jsdom
 */
import { followIntoView } from '@/components/comments/follow-into-view'

/** jsdom has no ResizeObserver: this one lets a test report a resize of the document. */
class FakeResizeObserver {
  static live: FakeResizeObserver[] = []
  observed: Element[] = []
  constructor(private readonly callback: () => void) {
    FakeResizeObserver.live.push(this)
  }
  observe(element: Element) {
    this.observed.push(element)
    this.callback() // the initial report every observer makes
  }
  disconnect() {
    FakeResizeObserver.live = FakeResizeObserver.live.filter((observer) => observer !== this)
  }
  static resize() {
    for (const observer of FakeResizeObserver.live) observer.callback()
  }
}

let element: HTMLElement
let aims: jest.Mock

beforeEach(() => {
  jest.useFakeTimers()
  FakeResizeObserver.live = []
  ;(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = FakeResizeObserver
  element = document.createElement('section')
  aims = jest.fn()
  element.scrollIntoView = aims
})

afterEach(() => {
  jest.useRealTimers()
  delete (globalThis as unknown as { ResizeObserver?: unknown }).ResizeObserver
})

test('scrolls smoothly to the start of the element at once, and not again for the initial report', () => {
  followIntoView(element)
  expect(aims).toHaveBeenCalledTimes(1)
  expect(aims).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
  expect(FakeResizeObserver.live[0]?.observed).toEqual([document.documentElement])
})

test('re-aims each time the page grows, also after a long still spell (a body chunk arriving late)', () => {
  followIntoView(element, { maxMs: 8000 })
  jest.advanceTimersByTime(600)
  FakeResizeObserver.resize()
  expect(aims).toHaveBeenCalledTimes(2)
  jest.advanceTimersByTime(3000)
  FakeResizeObserver.resize()
  expect(aims).toHaveBeenCalledTimes(3)
})

test('stops after maxMs however the page keeps changing', () => {
  followIntoView(element, { maxMs: 3000 })
  for (let i = 0; i < 10; i++) {
    jest.advanceTimersByTime(500)
    FakeResizeObserver.resize()
  }
  expect(aims).toHaveBeenCalledTimes(6) // the first aim and the resizes at 500..2500 ms
  expect(FakeResizeObserver.live).toHaveLength(0)
})

test("the visitor's own scrolling ends the following, and so does the returned stop", () => {
  followIntoView(element)
  window.dispatchEvent(new Event('wheel'))
  FakeResizeObserver.resize()
  expect(aims).toHaveBeenCalledTimes(1)
  const stop = followIntoView(element)
  stop()
  FakeResizeObserver.resize()
  expect(aims).toHaveBeenCalledTimes(2)
})

test('without ResizeObserver it scrolls once', () => {
  delete (globalThis as unknown as { ResizeObserver?: unknown }).ResizeObserver
  const stop = followIntoView(element)
  expect(aims).toHaveBeenCalledTimes(1)
  expect(stop).not.toThrow()
})
