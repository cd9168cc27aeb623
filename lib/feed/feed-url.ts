import { servedPath } from '@/lib/deploy/static-export'
import { siteBase } from '@/lib/seo/absolute-url'

/** A page's path as an absolute URL under the feed's link (`https://blog.example.com/ja-JP/`); an absolute URL as it is. */
export function feedUrl(link: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path
  return `${siteBase(link)}${servedPath(path.startsWith('/') ? path : `/${path}`)}`
}

/** A file's path (`/rss/feed.xml`) as an absolute URL under the feed's link. */
export function feedFileUrl(link: string, path: string): string {
  return `${siteBase(link)}${path}`
}
