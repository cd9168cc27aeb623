import { buildFeed, FEED_ITEM_COUNT, renderFeed } from '@/lib/feed/build-feed'
import { DEFAULT_CONFIG } from '@/lib/config'
import { makePost } from '../site/fixtures/blog-workspace'

const config = { ...DEFAULT_CONFIG, LINK: 'https://blog.example.com/', TITLE: 'Example', AUTHOR: 'Ann' }
const now = new Date(Date.UTC(2026, 5, 1))

describe('buildFeed', () => {
  const posts = [
    makePost({ title: 'First', slug: 'first', summary: 'About the first', category: ['Guides'] }),
    makePost({ title: 'Secret', slug: 'secret', summary: 'Only the summary', password: 'hunter2', lock: true }),
    makePost({ title: 'About', slug: 'about', type: 'Page' })
  ]

  it('writes valid RSS 2.0 with absolute links to posts only', () => {
    const rss = renderFeed(buildFeed(posts, config, now, 'From Notion'), 'rss')
    expect(rss).toMatch(/^<\?xml[^>]*\?>\s*<rss version="2.0"/)
    expect(rss).toContain('<link>https://blog.example.com/article/first</link>')
    expect(rss).toContain('<description>From Notion</description>')
    expect(rss).toContain('<category>Guides</category>')
    expect(rss).not.toContain('https://blog.example.com/about<')
  })

  it('gives a locked post its title and summary, never its password', () => {
    for (const format of ['rss', 'atom', 'json'] as const) {
      const text = renderFeed(buildFeed(posts, config, now), format)
      expect(text).toContain('Secret')
      expect(text).toContain('Only the summary')
      expect(text).not.toContain('hunter2')
    }
  })

  it('writes Atom and JSON Feed beside RSS', () => {
    const feed = buildFeed(posts, config, now)
    expect(renderFeed(feed, 'atom')).toContain('<feed xmlns="http://www.w3.org/2005/Atom">')
    const json = JSON.parse(renderFeed(feed, 'json')) as { version: string; items: unknown[] }
    expect(json.version).toContain('jsonfeed.org/version/1')
    expect(json.items).toHaveLength(2)
  })

  it(`carries at most the ${FEED_ITEM_COUNT} latest posts`, () => {
    const many = Array.from({ length: FEED_ITEM_COUNT + 5 }, (_, i) => makePost({ title: `Post ${i}` }))
    expect(buildFeed(many, config, now).items).toHaveLength(FEED_ITEM_COUNT)
  })
})
