import type { ServerContext } from '@/lib/static-props/server-context'

/** Each site's data stands for itself here: the posts of the default site and of the ja-JP site. */
const POSTS: Record<string, string[]> = { default: ['hello', 'world'], 'ja-JP': ['konnichiwa'] }

jest.mock('@/lib/static-props/server-context', () => ({
  getServerContext: jest.fn(async (locale?: string) => ({ locale: locale && locale !== 'default' ? locale : null, slugs: POSTS[locale ?? 'default'] }))
}))

import { pathsForEverySite } from '@/lib/static-props/route-helpers'

const slugsOf = (ctx: ServerContext) => ((ctx as unknown as { slugs: string[] }).slugs ?? []).map((slug) => ({ slug }))

test('one workspace (no i18n: Next gives no locales, or none in a list): the paths as they always were, without a locale', async () => {
  const expected = [{ params: { slug: 'hello' } }, { params: { slug: 'world' } }]
  expect(await pathsForEverySite(undefined, slugsOf)).toEqual(expected)
  expect(await pathsForEverySite([], slugsOf)).toEqual(expected)
})

test("several workspaces: each site's own paths, under its locale", async () => {
  expect(await pathsForEverySite(['default', 'ja-JP'], slugsOf)).toEqual([
    { params: { slug: 'hello' }, locale: 'default' },
    { params: { slug: 'world' }, locale: 'default' },
    { params: { slug: 'konnichiwa' }, locale: 'ja-JP' }
  ])
})
