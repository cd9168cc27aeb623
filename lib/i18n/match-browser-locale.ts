import type { Locale } from './index'

/**
 * The language site a browser asks for (docs/behaviour.md §4): the first of the browser's languages, in its
 * order of preference, that a site has; the exact tag first (`zh-TW`), then the bare language
 * (`ja` or `ja-XX` for `ja-JP`). Null when none matches.
 */
export function matchBrowserLocale(languages: readonly string[], siteLocales: readonly Locale[]): Locale | null {
  const lower = siteLocales.map((locale) => locale.toLowerCase())
  for (const language of languages) {
    const tag = language.trim().toLowerCase()
    if (!tag) continue
    const exact = lower.indexOf(tag)
    const index = exact >= 0 ? exact : lower.findIndex((locale) => locale.split('-')[0] === tag.split('-')[0])
    const locale = siteLocales[index]
    if (locale) return locale
  }
  return null
}
