import { Feed } from 'feed'
import type { SiteConfig } from '@/lib/config'
import type { SitePost } from '@/lib/site/types'
import { feedFileUrl, feedUrl } from './feed-url'

export type FeedFormat = 'rss' | 'atom' | 'json'

/** The posts a feed carries: those of type Post, newest first, at most RSS_POST_COUNT. */
export function feedPosts<P extends Pick<SitePost, 'type' | 'publishDate'>>(posts: readonly P[], count: number): P[] {
  return posts
    .filter((post) => post.type === 'Post')
    .map((post, index) => ({ post, index }))
    .sort((a, b) => b.post.publishDate - a.post.publishDate || a.index - b.index)
    .slice(0, Math.max(0, count))
    .map(({ post }) => post)
}

/**
 * The latest posts (feedPosts) as a feed. `contents` holds each post's body as feed HTML by post
 * id (renderFeedContent); a post without one has its summary only. A locked post never has one:
 * its content and anything about its password stay on the server.
 */
export function buildFeed(posts: SitePost[], config: SiteConfig, now: Date, description = '', contents: ReadonlyMap<string, string> = new Map()): Feed {
  const link = config.LINK
  const latest = feedPosts(posts, config.RSS_POST_COUNT)
  const updated = latest.reduce((max, post) => Math.max(max, post.lastEditedDate), 0)
  const feed = new Feed({
    id: feedUrl(link, '/'),
    title: config.TITLE,
    description: description || config.DESCRIPTION,
    link: feedUrl(link, '/'),
    language: config.LANG,
    updated: updated ? new Date(updated) : now,
    generator: `Quire ${config.VERSION}`,
    copyright: `© ${config.SINCE}-${now.getUTCFullYear()} ${config.AUTHOR}`,
    feedLinks: {
      rss: feedFileUrl(link, '/rss/feed.xml'),
      atom: feedFileUrl(link, '/rss/atom.xml'),
      json: feedFileUrl(link, '/rss/feed.json')
    },
    author: { name: config.AUTHOR, link: feedUrl(link, '/about') }
  })
  for (const post of latest) {
    const url = feedUrl(link, post.href)
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      date: new Date(post.lastEditedDate || post.publishDate),
      published: new Date(post.publishDate),
      description: post.summary,
      ...(!post.lock && contents.has(post.id) && { content: contents.get(post.id) }),
      category: post.category.map((name) => ({ name }))
    })
  }
  return feed
}

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8'
}

export function renderFeed(feed: Feed, format: FeedFormat): string {
  if (format === 'atom') return feed.atom1()
  if (format === 'json') return feed.json1()
  return feed.rss2()
}
