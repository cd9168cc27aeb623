import { parsePageId, getBlockValue } from 'notion-utils'

test('ESM notion-utils loads under jest', () => {
  expect(parsePageId('Quire-0123456789abcdef0123456789abcdef')).toBe('01234567-89ab-cdef-0123-456789abcdef')
  expect(getBlockValue({ value: { value: { id: 'a' } } } as never)).toEqual({ id: 'a' })
})
