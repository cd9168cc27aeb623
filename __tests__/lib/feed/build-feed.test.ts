import { buildFeed, feedPosts, renderFeed } from '@/lib/feed/build-feed'
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

  it('carries every post up to RSS_POST_COUNT, the newest first', () => {
    const many = Array.from({ length: 8 }, (_, i) => makePost({ title: `Post ${i}`, publishDate: Date.UTC(2026, 4, i + 1) }))
    const items = buildFeed(many, { ...config, RSS_POST_COUNT: 5 }, now).items
    expect(items.map((item) => item.title)).toEqual(['Post 7', 'Post 6', 'Post 5', 'Post 4', 'Post 3'])
    expect(buildFeed(many, config, now).items).toHaveLength(8)
  })

  it('puts a post\'s rendered body in as its content, never a locked one\'s', () => {
    const contents = new Map(posts.map((post) => [post.id, `<p>Body of ${post.title}</p>`]))
    const items = buildFeed(posts, config, now, '', contents).items
    expect(items.find((item) => item.title === 'First')?.content).toBe('<p>Body of First</p>')
    expect(items.find((item) => item.title === 'Secret')?.content).toBeUndefined()
  })

  it('feedPosts: posts of type Post only, by publish date, ties in list order', () => {
    const a = makePost({ title: 'A', publishDate: Date.UTC(2026, 0, 1) })
    const b = makePost({ title: 'B', publishDate: Date.UTC(2026, 2, 1) })
    const c = makePost({ title: 'C', publishDate: Date.UTC(2026, 0, 1) })
    const page = makePost({ title: 'P', type: 'Page', publishDate: Date.UTC(2026, 11, 1) })
    expect(feedPosts([a, b, c, page], 10).map((post) => post.title)).toEqual(['B', 'A', 'C'])
    expect(feedPosts([a, b, c], 0)).toEqual([])
  })
})
