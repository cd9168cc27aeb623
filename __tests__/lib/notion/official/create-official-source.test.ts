import { createOfficialSource, OFFICIAL_CONCURRENCY, OFFICIAL_RATE_PER_SECOND } from '@/lib/notion/official/create-official-source'

test('an empty token is an error naming NOTION_TOKEN', () => {
  expect(() => createOfficialSource({ token: '  ' })).toThrow('the official source needs an integration token (NOTION_TOKEN)')
})

test("named by the API's origin, whether or not the address given ends in /v1", () => {
  expect(createOfficialSource({ token: 't' }).name).toBe('official https://api.notion.com')
  expect(createOfficialSource({ token: 't', baseUrl: 'http://127.0.0.1:9/v1/' }).name).toBe('official http://127.0.0.1:9')
})

test('a malformed page id is refused before any request, naming it', async () => {
  const fetch = jest.fn()
  const source = createOfficialSource({ token: 't', fetch })
  await expect(source.getPage('my-blog')).rejects.toThrow('official https://api.notion.com: "my-blog" is not a Notion page id')
  expect(fetch).not.toHaveBeenCalled()
})

test("starts at the official API's documented pace: three requests a second, three in flight", () => {
  expect([OFFICIAL_RATE_PER_SECOND, OFFICIAL_CONCURRENCY]).toEqual([3, 3])
  expect(createOfficialSource({ token: 't' }).limiter.stats().currentRatePerSecond).toBe(3)
  expect(createOfficialSource({ token: 't', limiter: { ratePerSecond: 10 } }).limiter.stats().currentRatePerSecond).toBe(10)
})

test('an empty search asks nothing', async () => {
  const fetch = jest.fn()
  expect(await createOfficialSource({ token: 't', fetch }).search({ query: '  ', ancestorId: 'x' })).toEqual({ results: [], total: 0, recordMap: { block: {} } })
  expect(fetch).not.toHaveBeenCalled()
})
