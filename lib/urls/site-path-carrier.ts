/**
 * A site path (`/demo/icons/lamp.svg`) written as an absolute URL on a host that can never be
 * reached (`.invalid` is reserved for that, RFC 2606), so it passes through code that takes only
 * absolute URLs and comes out as the path again. react-notion-x draws an icon as a picture only
 * when it parses as an absolute URL (and hands it to mapImageUrl); a site path it prints as text.
 * notionImageUrl, the site's mapImageUrl, takes the path back out, so the picture is loaded from
 * this site, under BASE_PATH, whatever host serves it.
 */
const CARRIER_ORIGIN = 'https://site-path.invalid'

/** The path as an absolute URL on the carrier's host. */
export function carrySitePath(path: string): string {
  return `${CARRIER_ORIGIN}${path}`
}

/** The site path a carried URL stands for; null for any other value. */
export function carriedSitePath(value: string): string | null {
  return value.startsWith(`${CARRIER_ORIGIN}/`) ? value.slice(CARRIER_ORIGIN.length) : null
}
