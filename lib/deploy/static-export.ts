/*
 * Read once, as written: the build puts the values in their place, so in a server build at the
 * host's root every function below reduces to returning its input, and the minifier drops the rest
 * (bytes on every page). Tests set the variables and load this module afresh.
 */
const STATIC_EXPORT = process.env.NEXT_PUBLIC_STATIC_EXPORT === '1'
const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH ?? ''

/**
 * A build made by `npm run export` (next.config.js sets NEXT_PUBLIC_STATIC_EXPORT): files for a static
 * host, with no server after the build. Pages render everything at build time and never regenerate;
 * the browser searches a prebuilt index instead of asking the server.
 */
export function isStaticExport(): boolean {
  return STATIC_EXPORT
}

/** The sub-path the site is served under (BASE_PATH, checked by next.config.js), or '' at the host's root. */
export function sitePathPrefix(): string {
  return BASE_PATH
}

/**
 * A site path the browser requests itself (a file of public/ such as `/avatar.svg`, a feed, a page
 * link written out as an anchor) at the URL it is served from: under BASE_PATH when set. URLs of
 * other sites, data URLs and relative paths are returned as they are.
 */
export function publicUrl(src: string): string {
  const prefix = BASE_PATH
  if (!prefix || !src.startsWith('/') || src.startsWith('//') || src === prefix || src.startsWith(`${prefix}/`)) return src
  return `${prefix}${src}`
}

/**
 * A page's path as a static site serves it: every page is a folder (`/about/`, `/tag/Next.js/`), so
 * no host answers its URL with a redirect; the query and anchor are kept. For pages only: a file's
 * path (`/rss/feed.xml`) is its own. Unchanged on a server build.
 */
export function servedPath(path: string): string {
  if (!STATIC_EXPORT) return path
  const end = path.search(/[?#]/)
  const pathname = end >= 0 ? path.slice(0, end) : path
  if (pathname.endsWith('/')) return path
  return `${pathname}/${end >= 0 ? path.slice(end) : ''}`
}

/**
 * A link's path as Next's router writes it on a static site: a folder's trailing slash, except when
 * the last segment looks like a file (`/rss/feed.xml`, and `/tag/Next.js` too, which the host then
 * redirects to its folder).
 */
export function linkPath(path: string): string {
  if (!STATIC_EXPORT) return path
  const pathname = path.split(/[?#]/, 1)[0] ?? ''
  return /\.[^/]+$/.test(pathname) ? path : servedPath(path)
}
