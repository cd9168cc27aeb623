import type { SubDecoration } from 'notion-types'
import type { RichText } from './types'

/** Paired markers, longest first so `**` wins over `*`. Underscores stay literal: `page_icon` is a name, not emphasis. */
const PAIRS: { marker: string; mark: SubDecoration }[] = [
  { marker: '**', mark: ['b'] },
  { marker: '~~', mark: ['s'] },
  { marker: '*', mark: ['i'] }
]

interface Segment {
  text: string
  marks: SubDecoration[]
}

/**
 * Turns one line of Markdown inline syntax into Notion rich text: `**bold**`, `*italic*`,
 * `~~strike~~`, `` `code` ``, `[label](url)`, with `\` escaping the next character.
 * Unclosed markers are kept as literal text, as Markdown does.
 */
export function parseInline(source: string): RichText {
  const segments: Segment[] = []
  parseInto(source, [], segments)
  const merged: Segment[] = []
  for (const segment of segments) {
    if (!segment.text) continue
    const last = merged[merged.length - 1]
    if (last && sameMarks(last.marks, segment.marks)) last.text += segment.text
    else merged.push({ text: segment.text, marks: segment.marks })
  }
  return merged.map((s) => (s.marks.length ? [s.text, s.marks] : [s.text]))
}

function parseInto(source: string, marks: SubDecoration[], out: Segment[]): void {
  let plain = ''
  const flush = () => {
    if (plain) out.push({ text: plain, marks })
    plain = ''
  }
  let i = 0
  while (i < source.length) {
    const ch = source[i] as string
    if (ch === '\\' && i + 1 < source.length) {
      plain += source[i + 1]
      i += 2
      continue
    }
    if (ch === '`') {
      const end = source.indexOf('`', i + 1)
      if (end > i + 1) {
        flush()
        out.push({ text: source.slice(i + 1, end), marks: [...marks, ['c']] })
        i = end + 1
        continue
      }
    }
    if (ch === '[') {
      const link = readLink(source, i)
      if (link) {
        flush()
        parseInto(link.label, [...marks, ['a', link.url]], out)
        i = link.end
        continue
      }
    }
    const pair = PAIRS.find((p) => source.startsWith(p.marker, i))
    if (pair) {
      const end = findClose(source, i + pair.marker.length, pair.marker)
      if (end > i + pair.marker.length) {
        flush()
        parseInto(source.slice(i + pair.marker.length, end), [...marks, pair.mark], out)
        i = end + pair.marker.length
        continue
      }
      plain += pair.marker
      i += pair.marker.length
      continue
    }
    plain += ch
    i += 1
  }
  flush()
}

/** Index of the closing marker, skipping escapes, code spans and (for `*`) doubled `**`. */
function findClose(source: string, from: number, marker: string): number {
  let i = from
  while (i < source.length) {
    const ch = source[i]
    if (ch === '\\') {
      i += 2
      continue
    }
    if (ch === '`') {
      const end = source.indexOf('`', i + 1)
      if (end > 0) {
        i = end + 1
        continue
      }
    }
    if (marker === '*' && source.startsWith('**', i)) {
      const inner = findClose(source, i + 2, '**')
      if (inner < 0) return -1
      i = inner + 2
      continue
    }
    if (source.startsWith(marker, i)) return i
    i += 1
  }
  return -1
}

/** `[label](url)` starting at `start`; labels may nest other marks but not brackets. */
function readLink(source: string, start: number): { label: string; url: string; end: number } | null {
  const close = source.indexOf('](', start + 1)
  if (close < 0) return null
  const label = source.slice(start + 1, close)
  if (label.includes('[')) return null
  const urlEnd = source.indexOf(')', close + 2)
  if (urlEnd < 0) return null
  const url = source.slice(close + 2, urlEnd).trim()
  if (!url || /\s/.test(url)) return null
  return { label, url, end: urlEnd + 1 }
}

function sameMarks(a: SubDecoration[], b: SubDecoration[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
