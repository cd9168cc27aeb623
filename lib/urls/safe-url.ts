/** What a URL taken from Notion or config becomes: a link's href, an image's src, or an embedded frame's or player's src. */
export type UrlUse = 'link' | 'image' | 'frame'

/**
 * Schemes each use allows, at the very start of the text. A site path is `/` not followed by a
 * second slash or a backslash (browsers read `//host` and `/\host` as another site). Anything else
 * — `javascript:`, `data:text/html`, `vbscript:`, `file:`, a relative `page.html` — is refused,
 * rather than listed as forbidden: a new trick gets through only if it starts like a good URL.
 */
const ALLOWED: Record<UrlUse, RegExp> = {
  link: /^(?:https?:\/\/|mailto:|tel:|#|\/(?![/\\]))/i,
  // docs/behaviour.md §5 keeps data URLs for images; an image cannot run script.
  image: /^(?:https?:\/\/|data:image\/|\/(?![/\\]))/i,
  frame: /^(?:https?:\/\/|\/(?![/\\]))/i
}

/** Control characters, which browsers drop from a URL before reading it (`java\tscript:`). */
const CONTROL = /[\u0000-\u001f\u007f]/

/**
 * The one rule for text from Notion or config that becomes an `href` or a `src`: content links,
 * bookmarks, embeds, video, menu links, icons, covers, contact links. A link may be http(s),
 * mailto, tel, a site path or an `#anchor`; an image http(s), a site path or a `data:image/` URL;
 * a frame or player http(s) or a site path. Returns the trimmed URL, or null when it must not be
 * used: the caller then shows a link's text without the link, and no image or frame at all.
 */
export function safeUrl(value: string | null | undefined, use: UrlUse = 'link'): string | null {
  if (typeof value !== 'string') return null
  const url = value.trim()
  if (!url || CONTROL.test(url)) return null
  return ALLOWED[use].test(url) ? url : null
}
