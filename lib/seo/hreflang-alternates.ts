import type { Locale } from '@/lib/i18n'
import { localeSitePath } from '@/lib/i18n/locale-site-path'
import { SHARED_SITE_PATHS } from '@/lib/i18n/shared-site-paths'
import { siteBase } from './absolute-url'

export interface HreflangAlternate {
  hreflang: string
  href: string
}

/**
 * `<link rel="alternate" hreflang>` targets of a page (docs/behaviour.md §4 multi-language sites): the default
 * site as `x-default` and each language site under its prefix, the same set on every site so each
 * version names all the others. None on a one-language site or for a path only one site has.
 */
export function hreflangAlternates(link: string, path: string, siteLocales: readonly Locale[]): HreflangAlternate[] {
  if (siteLocales.length === 0 || !SHARED_SITE_PATHS.has(path)) return []
  const base = siteBase(link)
  return [
    { hreflang: 'x-default', href: `${base}${path}` },
    ...siteLocales.map((locale) => ({ hreflang: locale, href: `${base}${localeSitePath(locale, path)}` }))
  ]
}
