import BLOG from '@/blog.config'
import { CONFIG_RULES, themeRule } from '@/lib/config/rules'
import { THEME_NAMES } from '@/themes/manifests'

describe('CONFIG_RULES', () => {
  test('every rule is for a key that exists', () => {
    for (const key of Object.keys(CONFIG_RULES)) expect([key, Object.hasOwn(BLOG, key)]).toEqual([key, true])
  })

  test('every default passes its own rule', () => {
    for (const [key, rule] of Object.entries(CONFIG_RULES)) {
      expect([key, rule.test(BLOG[key as keyof typeof BLOG])]).toEqual([key, true])
    }
  })

  test('every number key with a count, a size or a delay has a rule', () => {
    const unchecked = Object.entries(BLOG)
      .filter(([key, value]) => typeof value === 'number' && !Object.hasOwn(CONFIG_RULES, key))
      .map(([key]) => key)
    expect(unchecked).toEqual([])
  })

  test('literal-union keys accept exactly their choices', () => {
    const choices = { APPEARANCE: ['light', 'dark', 'auto'], POST_LIST_STYLE: ['page', 'scroll'], THEME: [...THEME_NAMES] }
    // THEME's rule is built from the theme registry (the server context adds it; conf/ cannot import themes/).
    const rules: typeof CONFIG_RULES = { ...CONFIG_RULES, THEME: themeRule(THEME_NAMES) }
    for (const [key, allowed] of Object.entries(choices)) {
      const rule = rules[key]
      for (const value of allowed) expect(rule?.test(value)).toBe(true)
      expect(rule?.test('other')).toBe(false)
      expect(rule?.test(allowed[0]?.toUpperCase())).toBe(false)
    }
  })

  test('the language rule takes language tags and refuses machine locales', () => {
    const rule = CONFIG_RULES.LANG
    for (const tag of ['zh-CN', 'en-US', 'en', 'zh-Hant-TW', 'ja-JP']) expect(rule?.test(tag)).toBe(true)
    for (const locale of ['C.UTF-8', 'en_US.UTF-8', 'POSIX', '']) expect(rule?.test(locale)).toBe(false)
  })

  test('dark hours are a pair of whole hours', () => {
    const rule = CONFIG_RULES.APPEARANCE_DARK_TIME
    expect(rule?.test([0, 23])).toBe(true)
    for (const bad of [[18], [18, 6, 1], [18, 24], [-1, 6], [18.5, 6], ['18', 6]]) expect(rule?.test(bad)).toBe(false)
  })

  test('image and contact addresses follow the URL rule', () => {
    for (const good of ['/avatar.png', 'https://example.com/me.png', 'data:image/png;base64,AA', '']) expect(CONFIG_RULES.AVATAR?.test(good)).toBe(true)
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/a.png']) expect(CONFIG_RULES.BLOG_FAVICON?.test(bad)).toBe(false)
    for (const good of ['https://github.com/quire', 'mailto:a@b.c', '']) expect(CONFIG_RULES.CONTACT_GITHUB?.test(good)).toBe(true)
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'github.com/quire']) expect(CONFIG_RULES.CONTACT_TWITTER?.test(bad)).toBe(false)
  })
})
