import { memoizeFresh } from '@/lib/site/memoize-fresh'

function clock() {
  let now = 0
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

test('serves the loaded value for ttl, then loads again', async () => {
  const time = clock()
  let calls = 0
  const get = memoizeFresh(async () => ++calls, { ttlMs: 5000, label: 'x', now: time.now })
  expect(await get()).toBe(1)
  time.advance(4999)
  expect(await get()).toBe(1)
  time.advance(1)
  expect(await get()).toBe(2)
})

test('concurrent callers share one load', async () => {
  let calls = 0
  const get = memoizeFresh(async () => {
    calls += 1
    await new Promise((resolve) => setTimeout(resolve, 10))
    return calls
  }, { ttlMs: 1000, label: 'x' })
  expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1])
  expect(calls).toBe(1)
})

test('a failed reload never replaces good data: it is logged and the last good value served', async () => {
  const time = clock()
  const logs: string[] = []
  let fail = false
  let calls = 0
  const get = memoizeFresh(
    async () => {
      calls += 1
      if (fail) throw new Error('Notion is down')
      return `data ${calls}`
    },
    { ttlMs: 5000, label: 'the site data', now: time.now, log: (m) => logs.push(m) }
  )
  expect(await get()).toBe('data 1')
  fail = true
  time.advance(6000)
  expect(await get()).toBe('data 1')
  expect(logs[0]).toMatch(/reloading the site data failed.*Notion is down/)
  // The stale value counts as fresh for another ttl: no hammering a failing Notion.
  time.advance(1000)
  await get()
  expect(calls).toBe(2)
  fail = false
  time.advance(5000)
  expect(await get()).toBe('data 3')
})

test('a first failure reaches the caller, and the next call tries again', async () => {
  let fail = true
  const get = memoizeFresh(async () => {
    if (fail) throw new Error('no network')
    return 'ok'
  }, { ttlMs: 5000, label: 'x' })
  await expect(get()).rejects.toThrow('no network')
  fail = false
  expect(await get()).toBe('ok')
})

describe('a slow load (the whole database of a large site)', () => {
  /** A load that takes `ms` of the test clock, and a way to let it finish. */
  function slowLoad(time: ReturnType<typeof clock>, ms: number) {
    let calls = 0
    let finish: (() => void) | null = null
    const load = () =>
      new Promise<number>((resolve) => {
        calls += 1
        const value = calls
        finish = () => {
          time.advance(ms)
          resolve(value)
        }
      })
    return { load, calls: () => calls, finish: () => finish?.() }
  }
  /** The memoized load (1 s counts as slow, reloads wait 10 times as long) and a call to it let finish. */
  function memoized(ms: number) {
    const time = clock()
    const slow = slowLoad(time, ms)
    const get = memoizeFresh(slow.load, { ttlMs: 5000, label: 'x', now: time.now, slow: { thresholdMs: 1000, costFactor: 10 } })
    const finished = () => {
      const value = get()
      slow.finish()
      return value
    }
    return { time, slow, get, finished }
  }
  const tick = () => new Promise((resolve) => setImmediate(resolve))

  test('is reloaded behind the callers: a stale value is served at once while the next load runs', async () => {
    const { time, slow, get, finished } = memoized(2000)
    expect(await finished()).toBe(1)
    time.advance(5000)
    // Stale after a slow load: the caller is answered with what there is, and one reload starts for all.
    expect(await get()).toBe(1)
    expect(await get()).toBe(1)
    expect(slow.calls()).toBe(2)
    slow.finish()
    await tick()
    expect(await get()).toBe(2)
    // The second load took 2 s as well: not again before 20 s (10 times), whatever the ttl says.
    time.advance(19_999)
    expect(await get()).toBe(2)
    expect(slow.calls()).toBe(2)
    time.advance(1)
    expect(await get()).toBe(2)
    expect(slow.calls()).toBe(3)
  })

  test("a process's first load (its warm-up) never stretches the wait: an edit still shows within a ttl or two", async () => {
    const time = clock()
    const took = [4000, 50, 50]
    let calls = 0
    const get = memoizeFresh(
      async () => {
        time.advance(took[calls] ?? 50)
        calls += 1
        return calls
      },
      { ttlMs: 5000, label: 'x', now: time.now, slow: { thresholdMs: 1000, costFactor: 10 } }
    )
    expect(await get()).toBe(1)
    time.advance(5000)
    // Slow, so served stale while the reload runs; the reload is quick from then on.
    expect(await get()).toBe(1)
    await tick()
    expect(await get()).toBe(2)
    time.advance(5000)
    expect(await get()).toBe(3)
  })

  test('a load under the threshold is waited for every ttl, as without `slow`', async () => {
    const { time, finished } = memoized(500)
    expect(await finished()).toBe(1)
    time.advance(5000)
    expect(await finished()).toBe(2)
  })
})
