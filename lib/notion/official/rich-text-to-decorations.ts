import type { Color, Decoration, FormattedDate, SubDecoration as Mark } from 'notion-types'
import type { OfficialRichText, RichTextItemResponse } from './types'

/** What Notion's record maps put in the text of an inline reference (a mention) and an inline equation. */
const MENTION_CHAR = '‣'
const EQUATION_CHAR = '⁍'

/**
 * An official date (`2026-06-12`, or `2026-06-12T09:30:00.000+00:00` with a time) as a record
 * map's date mark: date and time apart, the time as the clock read it (`09:30`).
 */
export function toRecordDate(start: string, end: string | null, timeZone: string | null): FormattedDate {
  const [startDate = start, startTime] = start.split('T')
  const [endDate, endTime] = end ? end.split('T') : []
  return {
    type: endDate ? (startTime ? 'datetimerange' : 'daterange') : startTime ? 'datetime' : 'date',
    start_date: startDate,
    ...(startTime && { start_time: startTime.slice(0, 5) }),
    ...(endDate && { end_date: endDate }),
    ...(endTime && { end_time: endTime.slice(0, 5) }),
    ...(timeZone && { time_zone: timeZone })
  }
}

function styleMarks(item: RichTextItemResponse): Mark[] {
  const marks: Mark[] = []
  const { annotations } = item
  if (annotations.bold) marks.push(['b'])
  if (annotations.italic) marks.push(['i'])
  if (annotations.strikethrough) marks.push(['s'])
  if (annotations.underline) marks.push(['_'])
  if (annotations.code) marks.push(['c'])
  if (annotations.color && annotations.color !== 'default') marks.push(['h', annotations.color as Color])
  return marks
}

/** One official rich-text item as a record map's decoration: the text and its marks. */
function toDecoration(item: RichTextItemResponse): Decoration {
  const marks = styleMarks(item)
  switch (item.type) {
    case 'equation':
      return [EQUATION_CHAR, [['e', item.equation.expression], ...marks]]
    case 'mention': {
      const { mention } = item
      switch (mention.type) {
        case 'page':
          return [MENTION_CHAR, [['p', mention.page.id], ...marks]]
        case 'database':
          return [MENTION_CHAR, [['p', mention.database.id], ...marks]]
        case 'user':
          return [MENTION_CHAR, [['u', mention.user.id], ...marks]]
        case 'date':
          return [MENTION_CHAR, [['d', toRecordDate(mention.date.start, mention.date.end, mention.date.time_zone)], ...marks]]
        default:
          // A link preview, link mention, template or custom emoji: its text, linked where it has an address.
          return item.href ? [item.plain_text, [['a', item.href], ...marks]] : marks.length ? [item.plain_text, marks] : [item.plain_text]
      }
    }
    case 'text': {
      const link = item.text.link?.url ?? item.href
      if (link) marks.push(['a', link])
      return marks.length ? [item.text.content, marks] : [item.text.content]
    }
  }
}

/**
 * Official rich text as the decorations record maps hold (`[["Hello ", [["b"]]], ["world"]]`):
 * bold, italic, strikethrough, underline, code, colour, links, equations and mentions of pages,
 * users and dates. Undefined for empty text, as a record map leaves an empty property out.
 */
export function richTextToDecorations(richText: OfficialRichText | null | undefined): Decoration[] | undefined {
  if (!richText || richText.length === 0) return undefined
  return richText.map(toDecoration)
}
