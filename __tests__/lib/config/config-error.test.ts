import { ConfigError } from '@/lib/config'

describe('ConfigError', () => {
  test.each([
    ['env', 'environment'],
    ['remote', 'the Notion Config page'],
    ['theme', 'theme config']
  ] as const)('source %s reads as %p', (source, words) => {
    const error = new ConfigError('TITLE', 'x', 'a string', source)
    expect(error.message).toBe(`Config TITLE from ${words} is "x", expected a string`)
  })

  test('a long value is cut in the message but kept whole in the field', () => {
    const value = `[${'1,'.repeat(500)}1]`
    const error = new ConfigError('KEYWORDS', value, 'an array', 'remote')
    expect(error.value).toBe(value)
    expect(error.message.length).toBeLessThan(320)
    expect(error.message).toContain('..."')
  })

  test('quotes in the value are escaped so the message stays readable', () => {
    expect(new ConfigError('A', 'say "hi"', 'a number', 'env').message).toContain('"say \\"hi\\""')
  })
})
