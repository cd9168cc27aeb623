import type { Locale } from './index'

/**
 * A site path as it is served on `locale`'s site of a multi-language site: `/ja-JP/tag/x`, and
 * `/ja-JP` for its home, as Next's i18n routing writes them. The default site (null) keeps the path.
 */
export function localeSitePath(locale: Locale | null, path: string): string {
  if (!locale) return path
  return path === '/' || path === '' ? `/${locale}` : `/${locale}${path.startsWith('/') ? path : `/${path}`}`
}
