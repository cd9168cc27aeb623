import type { PagePropertyValue } from '@/lib/notion/official/types'
import { propertyToDecorations } from '@/lib/notion/official/property-to-decorations'
import { decodePropertyId } from '@/lib/notion/official/property-id'

const value = (property: object) => propertyToDecorations({ id: 'x', ...property } as PagePropertyValue)
const option = (name: string) => ({ id: name, name, color: 'blue' })
const richText = (content: string) => [{ type: 'text', text: { content, link: null }, plain_text: content, href: null, annotations: { bold: false, italic: false, strikethrough: false, underline: false, code: false, color: 'default' } }]

test('text columns as decorations; empty ones are left out, as record maps leave them', () => {
  expect(value({ type: 'title', title: richText('Hello') })).toEqual([['Hello']])
  expect(value({ type: 'rich_text', rich_text: richText('a summary') })).toEqual([['a summary']])
  expect(value({ type: 'rich_text', rich_text: [] })).toBeUndefined()
})

test("a select's and a status's name; a multi-select's names joined by commas, as record maps store them", () => {
  expect(value({ type: 'select', select: option('Post') })).toEqual([['Post']])
  expect(value({ type: 'select', select: null })).toBeUndefined()
  expect(value({ type: 'status', status: option('Published') })).toEqual([['Published']])
  expect(value({ type: 'multi_select', multi_select: [option('Notion'), option('Markdown')] })).toEqual([['Notion,Markdown']])
  expect(value({ type: 'multi_select', multi_select: [] })).toBeUndefined()
})

test('a date as a date mark; a checkbox as Yes / No; numbers, URLs, e-mails and phones as text', () => {
  expect(value({ type: 'date', date: { start: '2026-06-12', end: null, time_zone: null } })).toEqual([['‣', [['d', { type: 'date', start_date: '2026-06-12' }]]]])
  expect(value({ type: 'date', date: null })).toBeUndefined()
  expect(value({ type: 'checkbox', checkbox: true })).toEqual([['Yes']])
  expect(value({ type: 'checkbox', checkbox: false })).toEqual([['No']])
  expect(value({ type: 'number', number: 12 })).toEqual([['12']])
  expect(value({ type: 'number', number: null })).toBeUndefined()
  expect(value({ type: 'url', url: 'https://a.example' })).toEqual([['https://a.example']])
  expect(value({ type: 'email', email: 'me@a.example' })).toEqual([['me@a.example']])
  expect(value({ type: 'phone_number', phone_number: null })).toBeUndefined()
})

test('people and relations as mentions; files as linked names; formulas by their result', () => {
  expect(value({ type: 'people', people: [{ object: 'user', id: 'u1' }] })).toEqual([['‣', [['u', 'u1']]]])
  expect(value({ type: 'relation', relation: [{ id: 'p1' }, { id: 'p2' }] })).toEqual([['‣', [['p', 'p1']]], ['‣', [['p', 'p2']]]])
  expect(value({ type: 'files', files: [{ name: 'a.pdf', type: 'external', external: { url: 'https://a.example/a.pdf' } }] })).toEqual([['a.pdf', [['a', 'https://a.example/a.pdf']]]])
  expect(value({ type: 'formula', formula: { type: 'string', string: 'hi' } })).toEqual([['hi']])
  expect(value({ type: 'formula', formula: { type: 'boolean', boolean: true } })).toEqual([['Yes']])
})

test('columns Notion computes on the row itself are no properties in a record map', () => {
  expect(value({ type: 'created_time', created_time: '2026-01-01T00:00:00.000Z' })).toBeUndefined()
  expect(value({ type: 'unique_id', unique_id: { prefix: null, number: 3 } })).toBeUndefined()
})

test('column ids come URL-encoded and are keyed decoded; an id that is not encoded stands as it is', () => {
  expect(decodePropertyId('vTk%7E')).toBe('vTk~')
  expect(decodePropertyId('d%3AEa')).toBe('d:Ea')
  expect(decodePropertyId('title')).toBe('title')
  expect(decodePropertyId('100%')).toBe('100%')
})
