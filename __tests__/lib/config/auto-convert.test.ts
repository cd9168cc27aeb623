import { autoConvert } from '@/lib/config'

describe('autoConvert: keys without a default convert by shape', () => {
  test.each([
    ['12', 12],
    ['-3', -3],
    ['0', 0],
    ['0.5', 0.5],
    [' 42 ', 42]
  ])('decimal %p becomes the number %p', (raw, expected) => {
    expect(autoConvert(raw)).toBe(expected)
  })

  test.each([
    ['true', true],
    ['false', false],
    ['TRUE', true],
    ['False', false]
  ])('%p becomes the boolean %p', (raw, expected) => {
    expect(autoConvert(raw)).toBe(expected)
  })

  test('JSON objects and arrays parse', () => {
    expect(autoConvert('{"a": 1, "b": [true]}')).toEqual({ a: 1, b: [true] })
    expect(autoConvert('[18, 6]')).toEqual([18, 6])
    expect(autoConvert('["a","b"]')).toEqual(['a', 'b'])
  })

  test.each([
    'hello',
    '1e3',
    '0x10',
    '12px',
    '1.',
    '[draft] notes',
    '{not json',
    'yes',
    ''
  ])('%p stays a string', (raw) => {
    expect(autoConvert(raw)).toBe(raw)
  })

  test('digit strings a number would change stay strings: they are ids', () => {
    expect(autoConvert('007')).toBe('007')
    expect(autoConvert('12345678901234567890')).toBe('12345678901234567890')
  })
})
