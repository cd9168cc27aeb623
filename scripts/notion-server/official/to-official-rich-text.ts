import type { Decoration, FormattedDate } from 'notion-types'
import type { RichTextItemResponse } from '@/lib/notion/official/types'

type Annotations = RichTextItemResponse['annotations']
type Color = Annotations['color']

const PLAIN: Annotations = { bold: false, italic: false, strikethrough: false, underline: false, code: false, color: 'default' }

/** A record map's date mark as the official API writes a date: `2026-06-12`, or with its time. */
export function toOfficialDate(date: FormattedDate): { start: string; end: string | null; time_zone: string | null } {
  const at = (day: string, time: string | undefined) => (time ? `${day}T${time}:00.000+00:00` : day)
  return {
    start: at(date.start_date, date.start_time),
    end: date.end_date ? at(date.end_date, date.end_time) : null,
    time_zone: date.time_zone ?? null
  }
}

/**
 * Record-map decorations as the official API's rich text: each decoration one item, its marks as
 * annotations, a link, or (for `‣` and `⁍`) a mention of a page, user or date, or an equation.
 * `titleOf` names a mentioned page, as the API's plain_text does.
 */
export function toOfficialRichText(decorations: Decoration[] | undefined, titleOf: (pageId: string) => string = () => 'Untitled'): RichTextItemResponse[] {
  return (decorations ?? []).map((decoration) => {
    const [content, marks = []] = decoration
    const annotations: Annotations = { ...PLAIN }
    let href: string | null = null
    let special: RichTextItemResponse | null = null
    for (const mark of marks) {
      switch (mark[0]) {
        case 'b':
          annotations.bold = true
          break
        case 'i':
          annotations.italic = true
          break
        case 's':
          annotations.strikethrough = true
          break
        case '_':
          annotations.underline = true
          break
        case 'c':
          annotations.code = true
          break
        case 'h':
          annotations.color = mark[1] as Color
          break
        case 'a':
          href = mark[1]
          break
        case 'p':
          special = { type: 'mention', mention: { type: 'page', page: { id: mark[1] } }, plain_text: titleOf(mark[1]), href: null, annotations }
          break
        case 'u':
          special = { type: 'mention', mention: { type: 'user', user: { object: 'user', id: mark[1] } }, plain_text: '@Anonymous', href: null, annotations }
          break
        case 'd':
          special = { type: 'mention', mention: { type: 'date', date: toOfficialDate(mark[1]) }, plain_text: mark[1].start_date, href: null, annotations }
          break
        case 'e':
          special = { type: 'equation', equation: { expression: mark[1] }, plain_text: mark[1], href: null, annotations }
          break
      }
    }
    if (special) return special
    return { type: 'text', text: { content, link: href ? { url: href } : null }, plain_text: content, href, annotations }
  })
}
