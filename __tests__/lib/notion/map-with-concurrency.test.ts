import { mapWithConcurrency } from '@/lib/notion/map-with-concurrency'

test('never more than limit at once; results in input order; failures reported, not thrown', async () => {
  let running = 0
  let peak = 0
  const results = await mapWithConcurrency([5, 1, 4, 2, 3, 0], 2, async (n) => {
    running += 1
    peak = Math.max(peak, running)
    await new Promise((resolve) => setTimeout(resolve, n * 3))
    running -= 1
    if (n === 4) throw new Error('four')
    return n * 10
  })
  expect(peak).toBe(2)
  expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([50, 10, 'four', 20, 30, 0])
})

test('a bad limit is a loud error', async () => {
  await expect(mapWithConcurrency([1], 0, async (n) => n)).rejects.toThrow(/concurrency/)
})
