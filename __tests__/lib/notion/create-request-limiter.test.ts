import { createRequestLimiter } from '@/lib/notion/create-request-limiter'
import type { RequestErrorClass } from '@/lib/notion/classify-request-error'

/** A failure the limiter reads through a stub classifier, so the tests need no HTTP. */
class Staged extends Error {
  constructor(readonly kind: RequestErrorClass) {
    super(`staged ${kind.status ?? 'no answer'}`)
  }
}
const classify = (error: unknown): RequestErrorClass => (error instanceof Staged ? error.kind : { transient: false, rateLimited: false })
const tooMany = (retryAfterMs?: number) => new Staged({ transient: true, rateLimited: true, status: 429, ...(retryAfterMs !== undefined && { retryAfterMs }) })
const unavailable = () => new Staged({ transient: true, rateLimited: false, status: 503 })

beforeEach(() => jest.useFakeTimers({ now: 0 }))
afterEach(() => jest.useRealTimers())

/** Lets every settled promise run its callbacks. */
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

test('never more than `concurrency` tasks in flight', async () => {
  const limiter = createRequestLimiter({ concurrency: 2, classify })
  let inFlight = 0
  let peak = 0
  const task = () =>
    new Promise<void>((resolve) => {
      inFlight += 1
      peak = Math.max(peak, inFlight)
      setTimeout(() => {
        inFlight -= 1
        resolve()
      }, 100)
    })
  const all = Promise.all(Array.from({ length: 6 }, (_, i) => limiter.run(`t${i}`, task)))
  await jest.advanceTimersByTimeAsync(300)
  await all
  expect(peak).toBe(2)
  expect(limiter.stats().requests).toBe(6)
})

test('at most `ratePerSecond` starts a second', async () => {
  const limiter = createRequestLimiter({ concurrency: 10, ratePerSecond: 4, classify })
  const starts: number[] = []
  const all = Promise.all(Array.from({ length: 8 }, () => limiter.run('t', async () => starts.push(Date.now()))))
  await jest.advanceTimersByTimeAsync(2000)
  await all
  expect(starts).toEqual([0, 250, 500, 750, 1000, 1250, 1500, 1750])
})

test('a 5xx is retried with exponential backoff, then succeeds', async () => {
  const limiter = createRequestLimiter({ classify, baseDelayMs: 100, random: () => 1 })
  const attempts: number[] = []
  const result = limiter.run('page', async () => {
    attempts.push(Date.now())
    if (attempts.length < 3) throw unavailable()
    return 'ok'
  })
  await jest.advanceTimersByTimeAsync(1000)
  await expect(result).resolves.toBe('ok')
  // Delays 100 then 200 ms (random() = 1 takes the whole jitter window).
  expect(attempts).toEqual([0, 100, 300])
  expect(limiter.stats().retries).toBe(2)
})

test('backoff is capped at maxDelayMs', async () => {
  const limiter = createRequestLimiter({ classify, baseDelayMs: 100, maxDelayMs: 250, maxAttempts: 5, random: () => 1 })
  const attempts: number[] = []
  const result = limiter.run('page', async () => {
    attempts.push(Date.now())
    throw unavailable()
  })
  result.catch(() => {})
  await jest.advanceTimersByTimeAsync(5000)
  expect(attempts).toEqual([0, 100, 300, 550, 800])
})

test('gives up after maxAttempts, naming the request and the last error', async () => {
  const limiter = createRequestLimiter({ classify, maxAttempts: 3, baseDelayMs: 10 })
  const result = limiter.run('loadPageChunk abc', async () => {
    throw unavailable()
  })
  const settled = result.catch((error: Error) => error)
  await jest.advanceTimersByTimeAsync(1000)
  const error = await settled
  expect((error as Error).message).toBe('loadPageChunk abc gave up after 3 attempts: staged 503')
  expect((error as Error).cause).toBeInstanceOf(Staged)
})

test('a final error (404, a bug) is not retried', async () => {
  const limiter = createRequestLimiter({ classify })
  let calls = 0
  const result = limiter.run('page', async () => {
    calls += 1
    throw new Staged({ transient: false, rateLimited: false, status: 404 })
  })
  await expect(result).rejects.toThrow('page failed: staged 404')
  expect(calls).toBe(1)
})

test('a 429 pauses every request until Retry-After has passed', async () => {
  const limiter = createRequestLimiter({ concurrency: 4, classify })
  const starts: Array<[string, number]> = []
  let first = true
  const limited = limiter.run('a', async () => {
    starts.push(['a', Date.now()])
    if (first) {
      first = false
      throw tooMany(1500)
    }
  })
  await flush()
  // Queued while the pause is on: it waits too.
  const other = limiter.run('b', async () => {
    starts.push(['b', Date.now()])
  })
  await jest.advanceTimersByTimeAsync(1499)
  expect(starts).toEqual([['a', 0]])
  await jest.advanceTimersByTimeAsync(1)
  await Promise.all([limited, other])
  expect(starts).toEqual([
    ['a', 0],
    ['a', 1500],
    ['b', 1500]
  ])
  expect(limiter.stats().rateLimited).toBe(1)
})

test('429s have their own, larger budget than other failures', async () => {
  const limiter = createRequestLimiter({ classify, maxAttempts: 2, maxRateLimitedAttempts: 5 })
  let calls = 0
  const result = limiter.run('page', async () => {
    calls += 1
    if (calls <= 4) throw tooMany(10)
    return 'ok'
  })
  await jest.advanceTimersByTimeAsync(100)
  await expect(result).resolves.toBe('ok')
  expect(calls).toBe(5)
})

test('a sustained rate limit lowers the rate to what the server accepted', async () => {
  const limiter = createRequestLimiter({ concurrency: 4, classify })
  let served = 0
  // The server accepts 5 requests, then limits.
  const task = async () => {
    if (served >= 5 && Date.now() < 1000) throw tooMany(1000 - Date.now())
    served += 1
  }
  const all = Promise.all(Array.from({ length: 12 }, () => limiter.run('t', task)))
  await jest.advanceTimersByTimeAsync(5000)
  await all
  const { currentRatePerSecond, lowestRatePerSecond, rateLimited } = limiter.stats()
  expect(rateLimited).toBeGreaterThan(0)
  expect(currentRatePerSecond).toBeLessThanOrEqual(5)
  expect(currentRatePerSecond).toBeGreaterThan(3)
  expect(lowestRatePerSecond).toBeLessThanOrEqual(currentRatePerSecond)
})

test('a lone 429 with little traffic pauses but does not cut the rate', async () => {
  const limiter = createRequestLimiter({ classify })
  let first = true
  const result = limiter.run('t', async () => {
    if (first) {
      first = false
      throw tooMany(50)
    }
  })
  await jest.advanceTimersByTimeAsync(100)
  await result
  expect(limiter.stats().currentRatePerSecond).toBe(Number.POSITIVE_INFINITY)
  expect(limiter.stats().lowestRatePerSecond).toBe(Number.POSITIVE_INFINITY)
})

/** `count` requests, the `failAt`-th of which (counting these only) meets a 429 with this Retry-After. */
function runFailingAt(limiter: ReturnType<typeof createRequestLimiter>, count: number, failAt: number, retryAfterMs: number) {
  let calls = 0
  return Promise.all(
    Array.from({ length: count }, () =>
      limiter.run('t', async () => {
        calls += 1
        if (calls === failAt) throw tooMany(retryAfterMs)
      })
    )
  )
}

/** Ten quick successes, then a 429 asking for a second's pause: the rate is cut below 10 a second at t = 0. */
async function cutTheRate(limiter: ReturnType<typeof createRequestLimiter>) {
  const settled = runFailingAt(limiter, 11, 11, 1000)
  await flush()
  const rate = limiter.stats().currentRatePerSecond
  expect(rate).toBeLessThan(10)
  expect(rate).toBeGreaterThan(8)
  return { settled, rate }
}

test('429s that come right after a pause do not cut the rate again: the pause, not the rate, shaped that count', async () => {
  const limiter = createRequestLimiter({ concurrency: 20, classify })
  const first = await cutTheRate(limiter)
  // After the pause (t = 1000) five requests succeed, paced at that rate, then a 429 (~t = 1600):
  // the last second's count is low because most of it was the pause, not because the server is slower.
  const next = runFailingAt(limiter, 6, 5, 100)
  await jest.advanceTimersByTimeAsync(3000)
  await Promise.all([first.settled, next])
  expect(limiter.stats().rateLimited).toBe(2)
  expect(limiter.stats().currentRatePerSecond).toBeGreaterThanOrEqual(first.rate)
})

test('a cut that does not stop the 429s is undone, and no other cut is made for a while', async () => {
  const limiter = createRequestLimiter({ concurrency: 20, classify })
  const first = await cutTheRate(limiter)
  // The first request sent at the lowered rate is refused too: the rate was not the cause.
  const refused = runFailingAt(limiter, 3, 1, 100)
  await jest.advanceTimersByTimeAsync(1500)
  expect(limiter.stats().currentRatePerSecond).toBe(Number.POSITIVE_INFINITY)
  // Within the hold, even a clear burst (ten accepted, then a 429) only pauses.
  const burst = runFailingAt(limiter, 11, 11, 100)
  await jest.advanceTimersByTimeAsync(1000)
  await Promise.all([first.settled, refused, burst])
  expect(limiter.stats().rateLimited).toBe(3)
  expect(limiter.stats().currentRatePerSecond).toBe(Number.POSITIVE_INFINITY)
})

test('the rate climbs back faster the longer the server has not pushed back', async () => {
  const limiter = createRequestLimiter({ concurrency: 20, classify })
  const first = await cutTheRate(limiter)
  const more = Promise.all(Array.from({ length: 60 }, () => limiter.run('u', async () => {})))
  const rates: number[] = []
  for (const at of [1500, 2500, 3500]) {
    await jest.advanceTimersByTimeAsync(at - Date.now())
    rates.push(limiter.stats().currentRatePerSecond)
  }
  await jest.advanceTimersByTimeAsync(10_000)
  await Promise.all([first.settled, more])
  const [a, b, c] = rates as [number, number, number]
  expect(b - a).toBeGreaterThan(0)
  // The third second adds two steps a success, the second one: the climb speeds up.
  expect(c - b).toBeGreaterThan(1.5 * (b - a))
})

test('a task that throws synchronously is caught like any failure', async () => {
  const limiter = createRequestLimiter({ classify })
  await expect(
    limiter.run('t', () => {
      throw new Error('boom')
    })
  ).rejects.toThrow('t failed: boom')
})

test('rejects a concurrency that is not a whole number >= 1', () => {
  expect(() => createRequestLimiter({ concurrency: 0 })).toThrow('request concurrency must be a whole number >= 1, got 0')
})
