import { DEFAULT_CONFIG, resolveConfig, resolveThemeConfig } from '@/lib/config'

const none = { env: {}, remote: {} }

describe('resolveConfig: defaults < env < theme < remote', () => {
  test('with no overrides it is the defaults', () => {
    expect(resolveConfig(none)).toEqual(DEFAULT_CONFIG)
  })

  test('env beats the defaults', () => {
    expect(resolveConfig({ env: { TITLE: 'env' }, remote: {} }).TITLE).toBe('env')
  })

  test('theme config beats env for a site key', () => {
    expect(resolveConfig({ env: { POST_LIST_STYLE: 'page' }, remote: {} }, { POST_LIST_STYLE: 'scroll' }).POST_LIST_STYLE).toBe('scroll')
  })

  test('remote beats theme config and env', () => {
    const config = resolveConfig({ env: { POSTS_PER_PAGE: 20 }, remote: { POSTS_PER_PAGE: 8 } }, { POSTS_PER_PAGE: 10 })
    expect(config.POSTS_PER_PAGE).toBe(8)
  })

  test('each layer only replaces the keys it sets', () => {
    const config = resolveConfig({ env: { TITLE: 'env', AUTHOR: 'env' }, remote: { AUTHOR: 'remote' } }, { BIO: 'theme' })
    expect(config).toMatchObject({ TITLE: 'env', AUTHOR: 'remote', BIO: 'theme', LANG: 'zh-CN' })
  })

  test('false and 0 are values, not gaps', () => {
    const config = resolveConfig({ env: { CAN_COPY: false }, remote: { PREVIEW_TAG_COUNT: 0 } })
    expect(config.CAN_COPY).toBe(false)
    expect(config.PREVIEW_TAG_COUNT).toBe(0)
  })

  test("a theme's own keys: env beats the theme default, remote beats env", () => {
    const theme = { MEDIUM_A: 'theme', MEDIUM_B: 'theme', MEDIUM_C: 'theme' }
    const config = resolveConfig({ env: { MEDIUM_B: 'env', MEDIUM_C: 'env' }, remote: { MEDIUM_C: 'remote' } }, theme) as unknown as Record<string, unknown>
    expect(config).toMatchObject({ MEDIUM_A: 'theme', MEDIUM_B: 'env', MEDIUM_C: 'remote' })
  })

  test('remote keys the site does not know are kept for whoever asks', () => {
    const config = resolveConfig({ env: {}, remote: { CUSTOM: 1 } }) as unknown as Record<string, unknown>
    expect(config.CUSTOM).toBe(1)
  })

  test('never changes the defaults or its inputs', () => {
    const before = JSON.stringify(DEFAULT_CONFIG)
    const overrides = { env: { TITLE: 'env' }, remote: { TITLE: 'remote' } }
    resolveConfig(overrides, { TITLE: 'theme' })
    expect(JSON.stringify(DEFAULT_CONFIG)).toBe(before)
    expect(overrides).toEqual({ env: { TITLE: 'env' }, remote: { TITLE: 'remote' } })
  })
})

describe('resolveThemeConfig: theme default < env < remote', () => {
  const themeDefaults = { MEDIUM_A: 'a', MEDIUM_B: true, MEDIUM_C: 3 }

  test('with no overrides it is the theme defaults', () => {
    expect(resolveThemeConfig(themeDefaults, none)).toEqual(themeDefaults)
  })

  test('env beats the theme default, remote beats env', () => {
    expect(resolveThemeConfig(themeDefaults, { env: { MEDIUM_B: false, MEDIUM_C: 4 }, remote: { MEDIUM_C: 5 } })).toEqual({
      MEDIUM_A: 'a',
      MEDIUM_B: false,
      MEDIUM_C: 5
    })
  })

  test('returns only the theme keys', () => {
    expect(Object.keys(resolveThemeConfig(themeDefaults, { env: { TITLE: 'x' }, remote: { OTHER: 1 } }))).toEqual(['MEDIUM_A', 'MEDIUM_B', 'MEDIUM_C'])
  })

  test('a site key the theme sets keeps the site order (theme beats env), so both resolvers agree', () => {
    const theme = { POSTS_PER_PAGE: 10, MEDIUM_A: 'a' }
    const overrides = { env: { POSTS_PER_PAGE: 20, MEDIUM_A: 'env' }, remote: {} }
    const themeConfig = resolveThemeConfig(theme, overrides)
    const siteConfig = resolveConfig(overrides, theme) as unknown as Record<string, unknown>
    expect(themeConfig).toEqual({ POSTS_PER_PAGE: 10, MEDIUM_A: 'env' })
    for (const key of Object.keys(theme)) expect(siteConfig[key]).toEqual(themeConfig[key as keyof typeof theme])
  })
})
