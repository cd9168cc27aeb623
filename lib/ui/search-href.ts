/** Where the search box goes (spec §5): home for blank input, else `/search/{text}`. */
export function searchHref(text: string): string {
  const keyword = text.trim()
  return keyword ? `/search/${encodeURIComponent(keyword)}` : '/'
}
