/**
 * Where a visitor of a multi-language site goes (spec §4): to `/{prefix}{path}` when one of the
 * browser's languages matches a configured prefix, the exact tag first (`zh-TW`), then the bare
 * language (`ja` for `ja-JP`). Null when the path already carries a prefix or nothing matches.
 */
export function browserLocaleRedirect(input: { languages: readonly string[]; prefixes: readonly string[]; pathname: string }): string | null {
  const { languages, prefixes, pathname } = input
  const lower = prefixes.map((prefix) => prefix.toLowerCase())
  const firstSegment = pathname.split('/')[1]?.toLowerCase() ?? ''
  if (lower.includes(firstSegment)) return null
  for (const language of languages) {
    const tag = language.toLowerCase()
    const exact = lower.indexOf(tag)
    const base = exact >= 0 ? exact : lower.findIndex((prefix) => prefix.split('-')[0] === tag.split('-')[0])
    const prefix = prefixes[base]
    if (prefix) return `/${prefix}${pathname === '/' ? '' : pathname}`
  }
  return null
}
