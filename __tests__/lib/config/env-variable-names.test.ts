import { envVariableNames, OS_VARIABLE_NAMES } from '@/lib/config'

describe('envVariableNames', () => {
  test('NEXT_PUBLIC_<KEY> first, then <KEY>', () => {
    expect(envVariableNames('TITLE')).toEqual(['NEXT_PUBLIC_TITLE', 'TITLE'])
  })

  test.each(['LANG', 'TZ', 'PATH', 'HOME', 'USER'])('%s, an operating-system name, is read from NEXT_PUBLIC_ only', (key) => {
    expect(OS_VARIABLE_NAMES.has(key)).toBe(true)
    expect(envVariableNames(key)).toEqual([`NEXT_PUBLIC_${key}`])
  })
})
