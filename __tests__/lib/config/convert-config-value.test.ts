import { themeRule } from '@/lib/config/rules'
import { ConfigError, convertConfigValue, DEFAULT_CONFIG } from '@/lib/config'
import { THEME_NAMES } from '@/themes/manifests'

/** The server context's rule for THEME, from the registry's names (conf/ does not know them). */
const THEME_RULES = { THEME: themeRule(THEME_NAMES) }

/** The ConfigError a conversion throws, so each test can look at its fields. */
function errorOf(run: () => unknown): ConfigError {
  try {
    run()
  } catch (error) {
    if (error instanceof ConfigError) return error
    throw error
  }
  throw new Error('expected a ConfigError, nothing was thrown')
}

describe('convertConfigValue converts by the type of the default', () => {
  describe('number keys', () => {
    test.each([
      ['12', 12],
      [' 24 ', 24],
      ['-1.5', -1.5],
      ['007', 7]
    ])('%p becomes %p', (raw, expected) => {
      expect(convertConfigValue('SOME_NUMBER', raw, 1, 'env')).toBe(expected)
    })

    test.each(['abc', '12px', '1e3', '0x10', 'Infinity', 'NaN', '1,000', '', '+5'])('%p is an error', (raw) => {
      const error = errorOf(() => convertConfigValue('SOME_NUMBER', raw, 1, 'env'))
      expect(error.key).toBe('SOME_NUMBER')
      expect(error.value).toBe(raw)
      expect(error.expected).toBe('a number')
    })
  })

  describe('boolean keys', () => {
    test.each([
      ['true', true],
      ['false', false],
      ['TRUE', true],
      [' False ', false]
    ])('%p becomes %p', (raw, expected) => {
      expect(convertConfigValue('SOME_FLAG', raw, true, 'env')).toBe(expected)
    })

    test.each(['yes', '1', '0', 'on', 'truthy'])('%p is an error', (raw) => {
      const error = errorOf(() => convertConfigValue('SOME_FLAG', raw, false, 'remote'))
      expect(error).toMatchObject({ key: 'SOME_FLAG', value: raw, expected: 'true or false', source: 'remote' })
    })
  })

  describe('string keys', () => {
    test('keep the value as written, digits and all', () => {
      expect(convertConfigValue('SOME_TEXT', '2026', 'x', 'env')).toBe('2026')
      expect(convertConfigValue('SOME_TEXT', 'true', 'x', 'env')).toBe('true')
      expect(convertConfigValue('SOME_TEXT', ' spaced ', 'x', 'env')).toBe(' spaced ')
      expect(convertConfigValue('SOME_TEXT', '{"a":1}', 'x', 'env')).toBe('{"a":1}')
    })
  })

  describe('array keys', () => {
    test('a JSON array parses', () => {
      expect(convertConfigValue('SOME_HOURS', '[20, 7]', [18, 6], 'env')).toEqual([20, 7])
    })

    test('a list of strings also takes a comma-separated list, trimmed, empty items dropped', () => {
      expect(convertConfigValue('SOME_WORDS', 'notion, blog ,,next', ['a'], 'env')).toEqual(['notion', 'blog', 'next'])
      expect(convertConfigValue('SOME_WORDS', '["a, b"]', ['a'], 'env')).toEqual(['a, b'])
    })

    test('an empty default list takes a comma-separated list too', () => {
      expect(convertConfigValue('SOME_LIST', 'x,y', [], 'env')).toEqual(['x', 'y'])
    })

    test('a list of numbers takes only JSON', () => {
      const error = errorOf(() => convertConfigValue('SOME_HOURS', '20,7', [18, 6], 'env'))
      expect(error.expected).toBe('a JSON array of numbers')
    })

    test('a list of objects (plans, questions) keeps each field\'s kind and fills a field left out with its empty value', () => {
      const plans = [{ name: 'Free', price: '$0', features: ['a'], featured: false }]
      expect(convertConfigValue('SOME_PLANS', '[{"name": "Team", "price": "$9"}]', plans, 'remote')).toEqual([{ name: 'Team', price: '$9', features: [], featured: false }])
      const error = errorOf(() => convertConfigValue('SOME_PLANS', '[{"name": "Team", "price": 9}]', plans, 'remote'))
      expect(error).toMatchObject({ key: 'SOME_PLANS', expected: 'a JSON array of objects whose "price" is a string' })
      expect(error.message).toContain('SOME_PLANS')
      expect(() => convertConfigValue('SOME_PLANS', '[{"name": "Team"', plans, 'remote')).toThrow('SOME_PLANS')
      expect(() => convertConfigValue('SOME_PLANS', '["Team"]', plans, 'remote')).toThrow('expected a JSON array of objects')
    })

    test('a JSON object where an array belongs is an error', () => {
      const error = errorOf(() => convertConfigValue('SOME_WORDS', '{"a": 1}', ['a'], 'env'))
      expect(error.expected).toBe('a JSON array of strings or a comma-separated list')
    })

    test('broken JSON is an error', () => {
      expect(() => convertConfigValue('SOME_HOURS', '[20, 7', [18, 6], 'env')).toThrow(ConfigError)
    })

    test('elements must be of the kind the default holds', () => {
      const error = errorOf(() => convertConfigValue('SOME_HOURS', '["20", 7]', [18, 6], 'env'))
      expect(error).toMatchObject({ key: 'SOME_HOURS', value: '["20", 7]', expected: 'a JSON array of numbers' })
      expect(() => convertConfigValue('SOME_WORDS', '[1, 2]', ['a'], 'env')).toThrow('expected a JSON array of strings')
    })
  })

  describe('object keys', () => {
    const example = { title: 'title', slug: 'slug' }

    test('a JSON object is laid over the default, so a partial mapping keeps the other fields', () => {
      expect(convertConfigValue('SOME_MAP', '{"title": "Name"}', example, 'env')).toEqual({ title: 'Name', slug: 'slug' })
    })

    test('fields the default does not have are kept', () => {
      expect(convertConfigValue('SOME_MAP', '{"extra": 1}', example, 'env')).toEqual({ title: 'title', slug: 'slug', extra: 1 })
    })

    test.each(['[1]', 'null', '"text"', '12', 'title=Name', '{broken'])('%p is an error', (raw) => {
      const error = errorOf(() => convertConfigValue('SOME_MAP', raw, example, 'env'))
      expect(error).toMatchObject({ key: 'SOME_MAP', value: raw, expected: 'a JSON object' })
    })

    test('a field must keep the kind of the default field', () => {
      const error = errorOf(() => convertConfigValue('SOME_MAP', '{"title": 3}', example, 'env'))
      expect(error.expected).toBe('a JSON object whose "title" is a string')
    })
  })

  describe('keys without a default', () => {
    test('convert by shape', () => {
      expect(convertConfigValue('UNKNOWN', '12', undefined, 'remote')).toBe(12)
      expect(convertConfigValue('UNKNOWN', 'true', undefined, 'remote')).toBe(true)
      expect(convertConfigValue('UNKNOWN', '{"a":[1]}', undefined, 'remote')).toEqual({ a: [1] })
      expect(convertConfigValue('UNKNOWN', 'plain', undefined, 'remote')).toBe('plain')
    })
  })

  describe('keys with a rule', () => {
    test.each([
      ['APPEARANCE', 'dark', 'dark'],
      ['APPEARANCE', 'auto', 'auto'],
      ['POST_LIST_STYLE', 'scroll', 'scroll'],
      ['THEME', 'hexo', 'hexo'],
      ['LANG', 'en-US', 'en-US'],
      ['IMAGE_FORMAT', 'avif', 'avif'],
      ['POST_SORT_BY', 'date', 'date'],
      ['ADSENSE_GOOGLE_ID', 'ca-pub-1234567890123456', 'ca-pub-1234567890123456'],
      ['ADSENSE_GOOGLE_SLOT_IN_ARTICLE', '3806269138', '3806269138']
    ])('%s accepts %p', (key, raw, expected) => {
      expect(convertConfigValue(key, raw, DEFAULT_CONFIG[key as keyof typeof DEFAULT_CONFIG], 'env', '', THEME_RULES)).toEqual(expected)
    })

    test.each([
      ['APPEARANCE', 'blue', 'one of light, dark, auto'],
      ['POST_LIST_STYLE', 'pages', 'one of page, scroll'],
      ['THEME', 'mediun', 'one of commerce, example'],
      ['LANG', 'C.UTF-8', 'a language tag'],
      ['POSTS_PER_PAGE', '0', 'a whole number of at least 1'],
      ['POSTS_PER_PAGE', '2.5', 'a whole number of at least 1'],
      ['IMAGE_QUALITY', '101', 'a whole number from 1 to 100'],
      ['APPEARANCE_DARK_TIME', '[18]', 'two hours from 0 to 23'],
      ['APPEARANCE_DARK_TIME', '[18, 24]', 'two hours from 0 to 23'],
      ['NEXT_REVALIDATE_SECOND', '0', 'a whole number of at least 1'],
      ['SEARCH_DEBOUNCE_MS', '-1', 'a whole number of at least 0'],
      ['AD_VISIBILITY_THRESHOLD', '1.5', 'a number from 0 to 1'],
      ['ADSENSE_GOOGLE_ID', 'pub-123456', 'an AdSense publisher id'],
      ['ADSENSE_GOOGLE_SLOT_FLOW', '<ins data-ad-slot="123">', 'digits only'],
      ['GALLERY_COLUMNS', '[{"maxWidth": 500}]', 'an array of {"maxWidth": px, "columns": count}']
    ])('%s rejects %p', (key, raw, expected) => {
      const error = errorOf(() => convertConfigValue(key, raw, DEFAULT_CONFIG[key as keyof typeof DEFAULT_CONFIG], 'env', '', THEME_RULES))
      expect(error.key).toBe(key)
      expect(error.value).toBe(raw)
      expect(error.expected).toContain(expected)
    })
  })

  test('an error names the key, the value, the expected type and where the value came from', () => {
    const error = errorOf(() => convertConfigValue('POSTS_PER_PAGE', 'abc', 12, 'env', 'NEXT_PUBLIC_POSTS_PER_PAGE'))
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ConfigError')
    expect(error).toMatchObject({ key: 'POSTS_PER_PAGE', value: 'abc', expected: 'a number', source: 'env', origin: 'NEXT_PUBLIC_POSTS_PER_PAGE' })
    expect(error.message).toBe('Config POSTS_PER_PAGE from environment (NEXT_PUBLIC_POSTS_PER_PAGE) is "abc", expected a number')
  })
})
