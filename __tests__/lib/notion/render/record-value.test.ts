import { getBlockValue } from 'notion-utils'
import { recordValue } from '@/lib/notion/render/record-value'

const block = { id: 'b1', type: 'text' }

describe('recordValue', () => {
  it.each([
    ['the older format', { role: 'reader', value: block }],
    ['the newer nested format', { value: { role: 'reader', value: block } }],
    ['a bare value', block]
  ])('reads %s like notion-utils getBlockValue', (_name, record) => {
    expect(recordValue(record)).toBe(block)
    expect(recordValue(record)).toBe(getBlockValue(record as never))
  })

  it.each([undefined, null, {}, { value: null }, { value: { role: 'none' } }, 'text', 3])('gives undefined for %p', (record) => {
    expect(recordValue(record)).toBeUndefined()
  })
})
