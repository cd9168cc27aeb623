/**
 * The three feeds of the demo site, as their routes write them, read back by a feed parser
 * (feedsmith): every item with an absolute link, its dates and, for an open post, its rendered body.
 */
// Hands lib the theme registry, as a page file's import of its builder does.
import '@/themes/site.server'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseAtomFeed, parseJsonFeed, parseRssFeed } from 'feedsmith'
import type { GetServerSidePropsContext } from 'next'
import { feedPosts } from '@/lib/feed/build-feed'
import { feedServerSideProps } from '@/lib/static-props/feed-route'
import { getSiteData } from '@/lib/site/get-site-data'
import type { FeedFormat } from '@/lib/feed/build-feed'

const LINK = 'http://localhost:3000'

async function feed(format: FeedFormat, route = feedServerSideProps) {
  const headers: Record<string, string> = {}
  let body = ''
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value
    },
    end: (text: string) => {
      body = text
    }
  }
  const result = await route(format)({ res, locale: undefined } as unknown as GetServerSidePropsContext)
  expect(result).toEqual({ props: {} })
  return { headers, body }
}

/** A sentence of the locked demo post's body, which no feed may carry. */
const LOCKED_SENTENCE = 'If you are reading this, you typed the password.'

const validDate = (value: string | undefined) => {
  expect(value).toBeDefined()
  expect(Number.isNaN(new Date(value ?? '').getTime())).toBe(false)
  return new Date(value ?? '').getTime()
}

describe('the feeds of the demo site', () => {
  let expected: Awaited<ReturnType<typeof getSiteData>>['posts']
  beforeAll(async () => {
    expected = feedPosts((await getSiteData()).posts, 50)
    expect(readFileSync(path.resolve('scripts/demo/content/a-locked-letter.md'), 'utf8')).toContain(LOCKED_SENTENCE)
    expect(expected.filter((post) => post.lock)).toHaveLength(1)
  })

  it('RSS 2.0: every post, newest first, with an absolute link, its publish date and its body as content:encoded', async () => {
    const { headers, body } = await feed('rss')
    expect(headers['content-type']).toBe('application/rss+xml; charset=utf-8')
    const rss = parseRssFeed(body)
    expect(rss.title).toBe('Quire Demo')
    expect(rss.items?.map((item) => item.link)).toEqual(expected.map((post) => `${LINK}${post.href}`))
    for (const [index, item] of (rss.items ?? []).entries()) {
      const post = expected[index]
      expect(validDate(item.pubDate)).toBe(post?.publishDate)
      expect(item.description).toBe(post?.summary)
      if (post?.lock) expect(item.content?.encoded).toBeUndefined()
      else expect(item.content?.encoded).toMatch(/^<div>/)
    }
    expect(body).not.toContain(LOCKED_SENTENCE)
  })

  it('Atom 1.0: entries with ids, links, published and updated dates, and html content', async () => {
    const atom = parseAtomFeed((await feed('atom')).body)
    expect(atom.entries?.map((entry) => entry.links?.[0]?.href)).toEqual(expected.map((post) => `${LINK}${post.href}`))
    for (const [index, entry] of (atom.entries ?? []).entries()) {
      const post = expected[index]
      expect(entry.id).toBe(`${LINK}${post?.href}`)
      expect(validDate(entry.published)).toBe(post?.publishDate)
      validDate(entry.updated)
      if (post?.lock) expect(entry.content).toBeUndefined()
      else expect(entry.content).toMatchObject({ type: 'html', value: expect.stringMatching(/^<div>/) })
    }
  })

  it('JSON Feed: items with url, dates and content_html, the locked one its summary only', async () => {
    const { headers, body } = await feed('json')
    expect(headers['content-type']).toBe('application/feed+json; charset=utf-8')
    const json = parseJsonFeed(JSON.parse(body))
    expect(json.items?.map((item) => item.url)).toEqual(expected.map((post) => `${LINK}${post.href}`))
    for (const [index, item] of (json.items ?? []).entries()) {
      const post = expected[index]
      expect(validDate(item.date_published)).toBe(post?.publishDate)
      validDate(item.date_modified)
      expect(item.content_html).toEqual(post?.lock ? post.summary : expect.stringMatching(/^<div>/))
    }
    expect(body).not.toContain(LOCKED_SENTENCE)
  })

  it("carries a post's whole body: headings, lists, quotes, code, tables, absolute images and links; what a reader cannot run is a link to the post", async () => {
    const rss = parseRssFeed((await feed('rss')).body)
    const content = rss.items?.find((item) => item.link === `${LINK}/article/every-block`)?.content?.encoded ?? ''
    for (const part of ['<h2>', '<h3>', '<ul>', '<ol start="1">', '<blockquote>', '<pre><code class="language-typescript">import { NotionAPI }', '<table>', '<details>', '☑ ']) {
      expect(content).toContain(part)
    }
    expect(content).toContain(`<img alt="A sketch of a database table" src="${LINK}/demo/images/database.svg" />`)
    expect(content).toContain(`<a href="${LINK}/article/welcome-to-quire">`)
    for (const kind of ['Video', 'Embedded content', 'PDF document', 'Audio', 'Database']) {
      expect(content).toContain(`<a href="${LINK}/article/every-block">${kind}: open the post to see it</a>`)
    }
    for (const absent of ['<iframe', '<script', '<video', '<audio', '<svg', 'class="notion', 'style=', 'href="/', 'src="/']) expect(content).not.toContain(absent)
  })

  it('with RSS_FULL_CONTENT=false, items carry their summaries only', async () => {
    process.env.RSS_FULL_CONTENT = 'false'
    try {
      await jest.isolateModulesAsync(async () => {
        const { feedServerSideProps: summaryRoute } = await import('@/themes/site.server')
        const rss = parseRssFeed((await feed('rss', summaryRoute)).body)
        expect(rss.items?.length).toBe(expected.length)
        expect(rss.items?.every((item) => item.content === undefined && item.description)).toBe(true)
      })
    } finally {
      delete process.env.RSS_FULL_CONTENT
    }
  })
})
