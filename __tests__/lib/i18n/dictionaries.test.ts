import enUS from '@/lib/i18n/locales/en-US'
import { getDictionary, loadDictionary, LOCALE_NAMES, LOCALES, mergeDictionary, normalizeLocale, peekDictionary } from '@/lib/i18n'

/** Sections written apart from the base dictionaries; they fall back to English until translated. */
const SEPARATE_SECTIONS = ['SEARCH_MODAL']

describe('the seven dictionaries (docs/behaviour.md §9)', () => {
  it('lists the locales of the spec, English first', () => {
    expect(LOCALES).toEqual(['en-US', 'zh-CN', 'zh-HK', 'zh-TW', 'fr-FR', 'tr-TR', 'ja-JP'])
    expect(Object.keys(LOCALE_NAMES).sort()).toEqual([...LOCALES].sort())
  })

  it.each(LOCALES.filter((locale) => locale !== 'en-US'))('%s translates every key of English', async (locale) => {
    const raw = (await import(`@/lib/i18n/locales/${locale}`)).default as Record<string, Record<string, string>>
    for (const [section, texts] of Object.entries(enUS)) {
      if (SEPARATE_SECTIONS.includes(section)) continue
      for (const key of Object.keys(texts)) {
        const value = raw[section]?.[key]
        expect({ locale, section, key, ok: typeof value === 'string' && value.trim() !== '' }).toEqual({ locale, section, key, ok: true })
      }
    }
    // A real translation, not English copied: most texts differ.
    const common = Object.entries(enUS.COMMON)
    const same = common.filter(([key, text]) => raw.COMMON?.[key] === text).length
    expect(same / common.length).toBeLessThan(0.2)
  })

  it('carries the password error in every language (docs/behaviour.md §8)', async () => {
    const errors = await Promise.all(LOCALES.map(async (locale) => (await loadDictionary(locale)).LOCK.PASSWORD_ERROR))
    expect(errors).toEqual(['Password Error!', '密码错误！', '密碼錯誤！', '密碼錯誤！', 'Mot de passe incorrect !', 'Şifre hatalı!', 'パスワードが違います！'])
  })
})

describe('mergeDictionary', () => {
  it('falls back to English for a missing key and a missing section', () => {
    const merged = mergeDictionary({ NAV: { HOME: 'Accueil' } })
    expect(merged.NAV.HOME).toBe('Accueil')
    expect(merged.NAV.ARCHIVE).toBe('Archive')
    expect(merged.LOCK).toEqual(enUS.LOCK)
  })
})

describe('loadDictionary / peekDictionary / getDictionary', () => {
  it('has English at once, and another language once loaded, the same object every time', async () => {
    expect(peekDictionary('en-US')).toBe(enUS)
    expect(getDictionary('en-US')).toBe(enUS)
    const tr = await loadDictionary('tr-TR')
    expect(await loadDictionary('tr-TR')).toBe(tr)
    expect(tr.NAV.HOME).toBe('Ana Sayfa')
    expect(peekDictionary('tr-TR')).toBe(tr)
    expect(getDictionary('tr-TR')).toBe(tr)
  })
})

describe('normalizeLocale', () => {
  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh_cn', 'zh-CN'],
    ['ZH-tw', 'zh-TW'],
    ['en', 'en-US'],
    ['fr', 'fr-FR'],
    ['ja', 'ja-JP'],
    ['tr-TR', 'tr-TR'],
    ['de-DE', null],
    ['', null],
    [null, null]
  ])('%s -> %s', (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected)
  })
})
