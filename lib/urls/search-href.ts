import { isStaticExport } from '@/lib/deploy/static-export'

/**
 * Where the search box goes (docs/behaviour.md §5): home for blank input, else `/search/{text}`, rendered by the
 * server; a static site has no server, so `/search?s={text}`, searched in the browser.
 */
export function searchHref(text: string): string {
  const keyword = text.trim()
  if (!keyword) return '/'
  return isStaticExport() ? `/search?s=${encodeURIComponent(keyword)}` : `/search/${encodeURIComponent(keyword)}`
}
