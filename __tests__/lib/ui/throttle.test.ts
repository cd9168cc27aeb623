import { throttle } from '@/lib/ui/throttle'

beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }))
afterEach(() => jest.useRealTimers())

test('runs at once, folds the calls within the wait into one run at its end', () => {
  const run = jest.fn()
  const throttled = throttle(run, 100)
  throttled()
  expect(run).toHaveBeenCalledTimes(1)
  throttled()
  throttled()
  expect(run).toHaveBeenCalledTimes(1)
  jest.advanceTimersByTime(99)
  expect(run).toHaveBeenCalledTimes(1)
  jest.advanceTimersByTime(1)
  expect(run).toHaveBeenCalledTimes(2)
  // Quiet for a whole wait: the next call runs at once again.
  jest.advanceTimersByTime(500)
  throttled()
  expect(run).toHaveBeenCalledTimes(3)
})

test('a steady stream of calls runs once per wait, never more', () => {
  const run = jest.fn()
  const throttled = throttle(run, 100)
  for (let ms = 0; ms < 1000; ms += 10) {
    throttled()
    jest.advanceTimersByTime(10)
  }
  expect(run.mock.calls.length).toBeGreaterThanOrEqual(10)
  expect(run.mock.calls.length).toBeLessThanOrEqual(11)
})

test('cancel drops the run waiting at the end of the wait', () => {
  const run = jest.fn()
  const throttled = throttle(run, 100)
  throttled()
  throttled()
  throttled.cancel()
  jest.advanceTimersByTime(200)
  expect(run).toHaveBeenCalledTimes(1)
})
