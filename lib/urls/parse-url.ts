/**
 * docs/behaviour.md §5: a URL from text, or null. A string holding whitespace is never a URL; in lenient mode a
 * bare host (`example.com/a`) is tried again with `https://` in front.
 */
export function parseUrl(value: string | null | undefined, { lenient = false }: { lenient?: boolean } = {}): URL | null {
  const text = (value ?? '').trim()
  if (!text || /\s/.test(text)) return null
  try {
    return new URL(text)
  } catch {
    if (!lenient) return null
  }
  try {
    return new URL(`https://${text}`)
  } catch {
    return null
  }
}
