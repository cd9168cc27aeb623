/** Notion's marker around the matched words of a search highlight. */
const MARK = /<gzkNfoUU>([\s\S]*?)<\/gzkNfoUU>/g
const MARK_OPEN = '<gzkNfoUU>'
const MARK_CLOSE = '</gzkNfoUU>'

/** Characters of context kept either side of a match in a highlight snippet. */
const SNIPPET_CONTEXT = 60

/** A highlight is HTML-like text (Notion's format): the page text in it is escaped. */
function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

/**
 * A highlight in Notion's format for the match of `length` characters at `index` of `text`: the
 * match marked, with some context either side and an ellipsis where the text was cut.
 */
export function markedSnippet(text: string, index: number, length: number): string {
  const start = Math.max(0, index - SNIPPET_CONTEXT)
  const end = Math.min(text.length, index + length + SNIPPET_CONTEXT)
  return [
    start > 0 ? '…' : '',
    escapeHtml(text.slice(start, index)),
    MARK_OPEN,
    escapeHtml(text.slice(index, index + length)),
    MARK_CLOSE,
    escapeHtml(text.slice(index + length, end)),
    end < text.length ? '…' : ''
  ].join('')
}

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
