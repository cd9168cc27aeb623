import { ConfigError, convertRemoteConfig, DEFAULT_CONFIG } from '@/lib/config'

describe('convertRemoteConfig: the Notion Config rows', () => {
  test('known keys take the default type', () => {
    expect(
      convertRemoteConfig(
        { POSTS_PER_PAGE: '8', ENABLE_RSS: 'FALSE', APPEARANCE_DARK_TIME: '[19, 7]', TITLE: '1984', KEYWORDS: 'x, y' },
        DEFAULT_CONFIG
      )
    ).toEqual({ POSTS_PER_PAGE: 8, ENABLE_RSS: false, APPEARANCE_DARK_TIME: [19, 7], TITLE: '1984', KEYWORDS: ['x', 'y'] })
  })

  test('unknown keys convert by shape', () => {
    expect(convertRemoteConfig({ CUSTOM_COUNT: '3', CUSTOM_FLAG: 'true', CUSTOM_JSON: '{"a":1}', CUSTOM_TEXT: 'hi' }, DEFAULT_CONFIG)).toEqual({
      CUSTOM_COUNT: 3,
      CUSTOM_FLAG: true,
      CUSTOM_JSON: { a: 1 },
      CUSTOM_TEXT: 'hi'
    })
  })

  test('theme keys in the defaults take their type', () => {
    expect(convertRemoteConfig({ MEDIUM_LABEL: '42' }, { ...DEFAULT_CONFIG, MEDIUM_LABEL: 'x' })).toEqual({ MEDIUM_LABEL: '42' })
  })

  test('names are trimmed; empty names and empty values are skipped', () => {
    expect(convertRemoteConfig({ ' TITLE ': 'Mine', '': 'x', BIO: '', AUTHOR: '   ' }, DEFAULT_CONFIG)).toEqual({ TITLE: 'Mine' })
  })

  test('names of Object.prototype members are plain keys, not inherited defaults', () => {
    const rows = JSON.parse('{"constructor": "5", "__proto__": "7", "toString": "x"}') as Record<string, string>
    const converted = convertRemoteConfig(rows, DEFAULT_CONFIG)
    expect(Object.getOwnPropertyDescriptor(converted, 'constructor')?.value).toBe(5)
    expect(Object.getOwnPropertyDescriptor(converted, '__proto__')?.value).toBe(7)
    expect(Object.getOwnPropertyDescriptor(converted, 'toString')?.value).toBe('x')
    expect(Object.getPrototypeOf(converted)).toBe(Object.prototype)
  })

  test('a value that does not fit stops with an error whose source is remote', () => {
    let caught: unknown
    try {
      convertRemoteConfig({ APPEARANCE: 'purple' }, DEFAULT_CONFIG)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ConfigError)
    expect(caught).toMatchObject({ key: 'APPEARANCE', value: 'purple', expected: 'one of light, dark, auto', source: 'remote' })
    expect((caught as Error).message).toBe('Config APPEARANCE from the Notion Config page is "purple", expected one of light, dark, auto')
  })
})

describe('keys only the environment can set', () => {
  test('a Config row setting one is left out, named once in a warning that says where to set it', () => {
    const log = jest.fn()
    const row = { POST_URL_PREFIX: 'blog', IMAGE_QUALITY: '80', TITLE: 'Mine' }
    expect(convertRemoteConfig(row, DEFAULT_CONFIG, log)).toEqual({ TITLE: 'Mine' })
    expect(log).toHaveBeenCalledTimes(2)
    expect(log).toHaveBeenCalledWith(expect.stringContaining('sets POST_URL_PREFIX, which only the environment can set'))
    expect(log).toHaveBeenCalledWith(expect.stringContaining('set IMAGE_QUALITY in the environment instead'))
    // The next page of the same build reads the same row: nothing more is said.
    convertRemoteConfig(row, DEFAULT_CONFIG, log)
    expect(log).toHaveBeenCalledTimes(2)
  })
})
