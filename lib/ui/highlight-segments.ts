/** Notion's marker around the matched words of a search highlight. */
const MARK = /<gzkNfoUU>([\s\S]*?)<\/gzkNfoUU>/g

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }

function decode(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
}

export interface HighlightSegment {
  text: string
  match: boolean
}

/**
 * A search highlight as plain-text pieces, the matched ones flagged, so the modal draws them as
 * <b> without ever putting the page's text into the DOM as HTML. Any other tag is shown as text.
 */
export function highlightSegments(highlight: string | null | undefined): HighlightSegment[] {
  if (!highlight) return []
  const segments: HighlightSegment[] = []
  let last = 0
  for (const found of highlight.matchAll(MARK)) {
    const index = found.index ?? 0
    if (index > last) segments.push({ text: decode(highlight.slice(last, index)), match: false })
    if (found[1]) segments.push({ text: decode(found[1]), match: true })
    last = index + found[0].length
  }
  if (last < highlight.length) segments.push({ text: decode(highlight.slice(last)), match: false })
  return segments
}
