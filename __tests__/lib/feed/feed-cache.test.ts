import { createFeedCache } from '@/lib/feed/feed-cache'

function setup() {
  let clock = 0
  const cache = createFeedCache({ now: () => clock, log: jest.fn() })
  return { cache, tick: (ms: number) => (clock += ms) }
}

test('served from memory within the period; once stale, served stale while one new render runs', async () => {
  const { cache, tick } = setup()
  const site = {}
  let version = 0
  const render = jest.fn(async () => `feed ${++version}`)
  expect(await cache.get('rss', site, 5000, render)).toBe('feed 1')
  tick(4999)
  expect(await cache.get('rss', site, 5000, render)).toBe('feed 1')
  expect(render).toHaveBeenCalledTimes(1)
  tick(1)
  const both = await Promise.all([cache.get('rss', site, 5000, render), cache.get('rss', site, 5000, render)])
  expect(both).toEqual(['feed 1', 'feed 1'])
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(render).toHaveBeenCalledTimes(2)
  expect(await cache.get('rss', site, 5000, render)).toBe('feed 2')
})

test('new site data makes the document stale at once', async () => {
  const { cache } = setup()
  const render = jest.fn(async () => 'doc')
  await cache.get('rss', {}, 60_000, render)
  await cache.get('rss', {}, 60_000, render)
  await Promise.resolve()
  expect(render).toHaveBeenCalledTimes(2)
})

test('a failed regeneration keeps the last document; concurrent first requests share one render', async () => {
  const { cache, tick } = setup()
  const site = {}
  const render = jest.fn(async () => 'good')
  const [a, b] = await Promise.all([cache.get('atom', site, 10, render), cache.get('atom', site, 10, render)])
  expect([a, b]).toEqual(['good', 'good'])
  expect(render).toHaveBeenCalledTimes(1)
  tick(10)
  const failing = jest.fn(async () => {
    throw new Error('Notion down')
  })
  expect(await cache.get('atom', site, 10, failing)).toBe('good')
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(await cache.get('atom', site, 10, failing)).toBe('good')
})
