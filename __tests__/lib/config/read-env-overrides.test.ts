import { ConfigError, DEFAULT_CONFIG, readEnvOverrides } from '@/lib/config'

describe('readEnvOverrides', () => {
  test('reads a key from the variable of the same name and converts it', () => {
    expect(readEnvOverrides({ POSTS_PER_PAGE: '20', CAN_COPY: 'false', KEYWORDS: 'a,b' }, DEFAULT_CONFIG)).toEqual({
      POSTS_PER_PAGE: 20,
      CAN_COPY: false,
      KEYWORDS: ['a', 'b']
    })
  })

  test('NEXT_PUBLIC_<KEY> beats <KEY>', () => {
    expect(readEnvOverrides({ TITLE: 'plain', NEXT_PUBLIC_TITLE: 'public' }, DEFAULT_CONFIG)).toEqual({ TITLE: 'public' })
    expect(readEnvOverrides({ NEXT_PUBLIC_TITLE: 'public' }, DEFAULT_CONFIG)).toEqual({ TITLE: 'public' })
  })

  test('LANG from the machine (C.UTF-8, en_US.UTF-8) is not the site language', () => {
    expect(readEnvOverrides({ LANG: 'C.UTF-8' }, DEFAULT_CONFIG)).toEqual({})
    expect(readEnvOverrides({ LANG: 'en-US' }, DEFAULT_CONFIG)).toEqual({})
  })

  test('LANG is read from NEXT_PUBLIC_LANG', () => {
    expect(readEnvOverrides({ LANG: 'C.UTF-8', NEXT_PUBLIC_LANG: 'en-US' }, DEFAULT_CONFIG)).toEqual({ LANG: 'en-US' })
  })

  test('any key named like an OS variable is read from NEXT_PUBLIC_ only, theme keys included', () => {
    const defaults = { TZ: 'UTC', HOME: '/' }
    expect(readEnvOverrides({ TZ: 'Europe/Paris', HOME: '/root' }, defaults)).toEqual({})
    expect(readEnvOverrides({ NEXT_PUBLIC_TZ: 'Asia/Tokyo' }, defaults)).toEqual({ TZ: 'Asia/Tokyo' })
  })

  test('an empty or blank variable counts as not set', () => {
    expect(readEnvOverrides({ TITLE: '', POSTS_PER_PAGE: '  ' }, DEFAULT_CONFIG)).toEqual({})
    expect(readEnvOverrides({ NEXT_PUBLIC_TITLE: '', TITLE: 'plain' }, DEFAULT_CONFIG)).toEqual({ TITLE: 'plain' })
  })

  test('returns only keys that are set, and never reads variables that are not config keys', () => {
    const env = { NOTION_TOKEN: 'secret', NEXT_PUBLIC_NOTION_TOKEN: 'secret', PATH: '/usr/bin', ENABLE_RSS: 'false' }
    expect(readEnvOverrides(env, DEFAULT_CONFIG)).toEqual({ ENABLE_RSS: false })
  })

  test('reads theme keys it is given, by their default type', () => {
    expect(readEnvOverrides({ MEDIUM_POST_LIST_COVER: 'true' }, { ...DEFAULT_CONFIG, MEDIUM_POST_LIST_COVER: false })).toEqual({
      MEDIUM_POST_LIST_COVER: true
    })
  })

  test('a value that does not fit stops with an error naming key, value, type and variable', () => {
    expect(() => readEnvOverrides({ NEXT_PUBLIC_POSTS_PER_PAGE: 'abc' }, DEFAULT_CONFIG)).toThrow(
      new ConfigError('POSTS_PER_PAGE', 'abc', 'a number', 'env', 'NEXT_PUBLIC_POSTS_PER_PAGE')
    )
    expect(() => readEnvOverrides({ POSTS_PER_PAGE: 'abc' }, DEFAULT_CONFIG)).toThrow(
      'Config POSTS_PER_PAGE from environment (POSTS_PER_PAGE) is "abc", expected a number'
    )
  })
})
