import sanitizeHtml from 'sanitize-html'

/**
 * What a feed item keeps of the rendered body: text structure, code, tables, images, links. No
 * script, style, frame, form or SVG (the renderer's heading anchors are SVG): readers drop them or
 * show them wrong, and some would run them.
 */
const ALLOWED_TAGS = [
  'a', 'b', 'blockquote', 'br', 'caption', 'code', 'del', 'details', 'div', 'em', 'figcaption', 'figure',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'li', 'mark', 'ol', 'p', 'pre', 's', 'span',
  'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul'
]

/** Attributes that mean something to a reader; classes and inline styles are the site's own look, which readers ignore. */
const ALLOWED_ATTRIBUTES: sanitizeHtml.IOptions['allowedAttributes'] = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  code: ['class'],
  ol: ['start'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan']
}

/** Elements that say nothing when empty: the renderer's spacers and heading anchors (whose SVG is gone). */
const EMPTY_DROPPED = new Set(['a', 'div', 'span'])

/** `href` or `src` resolved against the post's URL; one that does not parse is dropped with its attribute. */
function absolute(value: string | undefined, base: string): string | undefined {
  if (!value) return undefined
  try {
    return new URL(value, base).toString()
  } catch {
    return undefined
  }
}

function withAbsolute(attribute: 'href' | 'src', base: string): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const { [attribute]: value, ...rest } = attribs
    const url = absolute(value, base)
    return { tagName, attribs: url ? { ...rest, [attribute]: url } : rest }
  }
}

/**
 * Rendered body HTML as a feed item carries it: only ALLOWED_TAGS with ALLOWED_ATTRIBUTES (a code
 * block keeps its `language-*` class), every link and image absolute against `baseUrl` (the post's
 * URL, so `#heading` links open the post there), only http(s) and mailto links, and no link, div or span
 * left empty (the renderer's spacers, and heading anchors that held only an SVG).
 */
export function cleanFeedHtml(html: string, baseUrl: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedClasses: { code: ['language-*'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: { a: withAbsolute('href', baseUrl), img: withAbsolute('src', baseUrl) },
    exclusiveFilter: (frame) =>
      (frame.tag === 'img' && !frame.attribs.src) || (EMPTY_DROPPED.has(frame.tag) && !frame.text.trim() && frame.mediaChildren.length === 0)
  }).trim()
}
