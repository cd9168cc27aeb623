/** Issue 37, finding 7: a feed is rendered once per revalidation period, not on every request. */
import type { GetServerSidePropsContext } from 'next'
import { renderFeed } from '@/lib/feed/build-feed'
import { feedServerSideProps } from '@/themes/site.server'

jest.mock('@/lib/feed/build-feed', () => {
  const actual = jest.requireActual('@/lib/feed/build-feed')
  return { ...actual, renderFeed: jest.fn(actual.renderFeed) }
})

async function request(format: 'rss' | 'atom') {
  let body = ''
  const res = { setHeader: () => undefined, end: (text: string) => (body = text) }
  await feedServerSideProps(format)({ res, locale: undefined } as unknown as GetServerSidePropsContext)
  return body
}

test('ten requests for a feed render it once, each answered with the same document', async () => {
  const bodies = []
  for (let i = 0; i < 10; i++) bodies.push(await request('rss'))
  expect(renderFeed).toHaveBeenCalledTimes(1)
  expect(new Set(bodies).size).toBe(1)
  expect(bodies[0]).toContain('<rss')
  // Each format is its own document.
  expect(await request('atom')).toContain('<feed')
  expect(renderFeed).toHaveBeenCalledTimes(2)
})
