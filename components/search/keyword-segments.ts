export interface KeywordSegment {
  text: string
  match: boolean
}

/**
 * `text` cut into pieces where `keyword` occurs, case-insensitively (docs/behaviour.md §5's match), the matching
 * pieces flagged: a search result draws them highlighted without ever writing HTML. A blank keyword
 * leaves the text whole.
 */
export function keywordSegments(text: string, keyword: string | null | undefined): KeywordSegment[] {
  const needle = (keyword ?? '').trim().toLowerCase()
  if (!text) return []
  if (!needle) return [{ text, match: false }]
  const haystack = text.toLowerCase()
  const segments: KeywordSegment[] = []
  let from = 0
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) segments.push({ text: text.slice(from, at), match: false })
    segments.push({ text: text.slice(at, at + needle.length), match: true })
    from = at + needle.length
  }
  if (from < text.length) segments.push({ text: text.slice(from), match: false })
  return segments
}
