import type { RichTextItemResponse } from '@/lib/notion/official/types'
import { richTextToDecorations, toRecordDate } from '@/lib/notion/official/rich-text-to-decorations'

const plain = { bold: false, italic: false, strikethrough: false, underline: false, code: false, color: 'default' } as const

function text(content: string, annotations: Partial<RichTextItemResponse['annotations']> = {}, link: string | null = null): RichTextItemResponse {
  return { type: 'text', text: { content, link: link ? { url: link } : null }, plain_text: content, href: link, annotations: { ...plain, ...annotations } }
}

test('plain text is one decoration without marks; empty text is no property at all', () => {
  expect(richTextToDecorations([text('Hello')])).toEqual([['Hello']])
  expect(richTextToDecorations([])).toBeUndefined()
  expect(richTextToDecorations(null)).toBeUndefined()
})

test('annotations become marks: bold, italic, strikethrough, underline, code, a colour, a link', () => {
  expect(richTextToDecorations([text('x', { bold: true, italic: true, strikethrough: true, underline: true, code: true, color: 'red_background' }, 'https://a.example')])).toEqual([
    ['x', [['b'], ['i'], ['s'], ['_'], ['c'], ['h', 'red_background'], ['a', 'https://a.example']]]
  ])
})

test('mentions of pages, databases, users and dates are ‣ with their marks; an equation is ⁍', () => {
  const mention = (value: object, plainText = 'x'): RichTextItemResponse => ({ type: 'mention', mention: value, plain_text: plainText, href: null, annotations: plain }) as RichTextItemResponse
  expect(
    richTextToDecorations([
      mention({ type: 'page', page: { id: 'p1' } }),
      mention({ type: 'database', database: { id: 'd1' } }),
      mention({ type: 'user', user: { object: 'user', id: 'u1' } }),
      mention({ type: 'date', date: { start: '2026-06-12', end: null, time_zone: null } }),
      { type: 'equation', equation: { expression: 'e^{i\\pi}' }, plain_text: 'e^{i\\pi}', href: null, annotations: { ...plain, bold: true } }
    ])
  ).toEqual([
    ['‣', [['p', 'p1']]],
    ['‣', [['p', 'd1']]],
    ['‣', [['u', 'u1']]],
    ['‣', [['d', { type: 'date', start_date: '2026-06-12' }]]],
    ['⁍', [['e', 'e^{i\\pi}'], ['b']]]
  ])
})

test('a link mention keeps its text and its address', () => {
  const item = { type: 'mention', mention: { type: 'link_mention', link_mention: { href: 'https://b.example' } }, plain_text: 'B', href: 'https://b.example', annotations: plain } as RichTextItemResponse
  expect(richTextToDecorations([item])).toEqual([['B', [['a', 'https://b.example']]]])
})

test('dates: a day, a time as the clock read it, a range, a time zone', () => {
  expect(toRecordDate('2026-06-12', null, null)).toEqual({ type: 'date', start_date: '2026-06-12' })
  expect(toRecordDate('2026-06-12T09:30:00.000+02:00', null, 'Europe/Paris')).toEqual({ type: 'datetime', start_date: '2026-06-12', start_time: '09:30', time_zone: 'Europe/Paris' })
  expect(toRecordDate('2026-06-12', '2026-06-14', null)).toEqual({ type: 'daterange', start_date: '2026-06-12', end_date: '2026-06-14' })
  expect(toRecordDate('2026-06-12T09:30:00.000Z', '2026-06-12T11:00:00.000Z', null)).toMatchObject({ type: 'datetimerange', end_date: '2026-06-12', end_time: '11:00' })
})
