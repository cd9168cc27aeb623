/** A site path as an absolute URL under the feed's link (`https://blog.example.com/ja-JP/`); an absolute URL as it is. */
export function feedUrl(link: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path
  return `${link.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`
}
