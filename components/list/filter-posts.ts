/** What a live filter needs of a post: its title and its address (whose last part is its short id). */
export interface Filterable {
  title: string
  href: string
}

/** The last part of a post's address: `/article/orbit` gives `orbit`. */
export function shortId(href: string): string {
  const path = href.split(/[?#]/)[0] ?? ''
  return decodeURIComponentSafe(path.slice(path.lastIndexOf('/') + 1))
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * Live filtering of a list as a visitor types (a game drawer, a directory): every word of the text,
 * ignoring case, must appear in the title or the short id. Blank text gives `whenBlank` (a featured
 * selection, say). Each post appears once, in the list's order.
 */
export function filterPosts<P extends Filterable>(posts: readonly P[], text: string, whenBlank: readonly P[] = posts): P[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean)
  const source = words.length === 0 ? whenBlank : posts
  const seen = new Set<string>()
  return source.filter((post) => {
    if (seen.has(post.href)) return false
    const haystack = `${post.title} ${shortId(post.href)}`.toLowerCase()
    const match = words.every((word) => haystack.includes(word))
    if (match) seen.add(post.href)
    return match
  })
}
