/** A file name's extension at the end of a path: `.pdf`, `.wav`, `.svg`. */
const EXTENSION = /\.[a-z\d]{1,8}$/i

/**
 * True for a site path that names a file (`/demo/files/handbook.pdf`) rather than a page. Such a
 * link must be a plain anchor: next/link would prefetch it as a page's data and get a 404.
 */
export function isFileHref(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false
  const path = href.split(/[?#]/, 1)[0] ?? ''
  return EXTENSION.test(path)
}
