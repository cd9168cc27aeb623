import type { Decoration } from 'notion-types'
import { readMedia } from './read-official-file'
import { richTextToDecorations, toRecordDate } from './rich-text-to-decorations'
import type { PagePropertyValue } from './types'

const MENTION_CHAR = '‣'

function text(value: string | number | null | undefined): Decoration[] | undefined {
  return value === null || value === undefined || value === '' ? undefined : [[String(value)]]
}

/**
 * One column of a page (a database row) as a record map stores it: text columns as decorations,
 * a select's name, a multi-select's names joined by commas, a date as a date mark, a checkbox as
 * Yes / No, people and relations as mentions. Undefined for an empty value and for the columns
 * Notion computes on the row itself (created and edited time and by, unique id, rollups, buttons),
 * which record maps do not store as properties.
 */
export function propertyToDecorations(property: PagePropertyValue): Decoration[] | undefined {
  switch (property.type) {
    case 'title':
      return richTextToDecorations(property.title)
    case 'rich_text':
      return richTextToDecorations(property.rich_text)
    case 'select':
      return text(property.select?.name)
    case 'status':
      return text(property.status?.name)
    case 'multi_select':
      return text(property.multi_select.map((option) => option.name).join(','))
    case 'date':
      return property.date ? [[MENTION_CHAR, [['d', toRecordDate(property.date.start, property.date.end, property.date.time_zone)]]]] : undefined
    case 'checkbox':
      return [[property.checkbox ? 'Yes' : 'No']]
    case 'number':
      return text(property.number)
    case 'url':
      return text(property.url)
    case 'email':
      return text(property.email)
    case 'phone_number':
      return text(property.phone_number)
    case 'people':
      return property.people.length ? property.people.map((person) => [MENTION_CHAR, [['u', person.id]]]) : undefined
    case 'relation':
      return property.relation.length ? property.relation.map((page) => [MENTION_CHAR, [['p', page.id]]]) : undefined
    case 'files':
      return property.files.length ? property.files.map((file) => [file.name, [['a', readMedia(file).url]]]) : undefined
    case 'formula': {
      const { formula } = property
      if (formula.type === 'string') return text(formula.string)
      if (formula.type === 'number') return text(formula.number)
      if (formula.type === 'boolean') return formula.boolean === null ? undefined : [[formula.boolean ? 'Yes' : 'No']]
      if (formula.type === 'date' && formula.date) return [[MENTION_CHAR, [['d', toRecordDate(formula.date.start, formula.date.end, formula.date.time_zone)]]]]
      return undefined
    }
    default:
      return undefined
  }
}
