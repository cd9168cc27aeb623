import { Feed } from 'feed'
import type { SiteConfig } from '@/lib/config'
import type { SitePost } from '@/lib/site/types'

/** How many of the latest posts a feed carries: readers poll it, so it stays small. */
export const FEED_ITEM_COUNT = 20

export type FeedFormat = 'rss' | 'atom' | 'json'

function absolute(link: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path
  return `${link.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`
}

/**
 * The latest posts as a feed. A locked post contributes its title and summary only: its content and
 * anything about its password stay on the server.
 */
export function buildFeed(posts: SitePost[], config: SiteConfig, now: Date, description = ''): Feed {
  const link = config.LINK
  const latest = posts.filter((post) => post.type === 'Post').slice(0, FEED_ITEM_COUNT)
  const updated = latest.reduce((max, post) => Math.max(max, post.lastEditedDate), 0)
  const feed = new Feed({
    id: absolute(link, '/'),
    title: config.TITLE,
    description: description || config.DESCRIPTION,
    link: absolute(link, '/'),
    language: config.LANG,
    updated: updated ? new Date(updated) : now,
    generator: `Quire ${config.VERSION}`,
    copyright: `© ${config.SINCE}-${now.getUTCFullYear()} ${config.AUTHOR}`,
    feedLinks: {
      rss: absolute(link, '/rss/feed.xml'),
      atom: absolute(link, '/rss/atom.xml'),
      json: absolute(link, '/rss/feed.json')
    },
    author: { name: config.AUTHOR, link: absolute(link, '/about') }
  })
  for (const post of latest) {
    const url = absolute(link, post.href)
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      date: new Date(post.lastEditedDate || post.publishDate),
      published: new Date(post.publishDate),
      description: post.summary,
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
