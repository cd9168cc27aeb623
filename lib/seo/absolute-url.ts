import { sitePathPrefix } from '@/lib/deploy/static-export'

/**
 * The site's public URL without trailing slashes, so `${base}${path}` never doubles one; under
 * BASE_PATH (`/blog`) it ends with it, whether LINK names it (`https://x.dev/blog`) or not.
 */
export function siteBase(link: string): string {
  const base = link.trim().replace(/\/+$/, '')
  const prefix = sitePathPrefix()
  return prefix && !base.endsWith(prefix) ? `${base}${prefix}` : base
}

/**
 * A link as search engines and link previews need it: site paths prefixed with the configured
 * LINK, absolute http(s) URLs kept, anything else (emoji icons, data URLs, empty) gives ''.
 */
export function absoluteUrl(link: string, pathOrUrl: string): string {
  const value = pathOrUrl.trim()
  if (/^https?:\/\//i.test(value)) return value
  if (value.startsWith('/') && !value.startsWith('//')) return `${siteBase(link)}${value}`
  return ''
}
