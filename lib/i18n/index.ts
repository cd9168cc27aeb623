import enUS, { type Dictionary } from './locales/en-US'
import type { DeepPartial, LocaleTexts } from './types'

export type { Dictionary, LocaleTexts }

/** The seven locales of docs/behaviour.md §9; the first is the fallback every other is merged over. */
export const LOCALES = ['en-US', 'zh-CN', 'zh-HK', 'zh-TW', 'fr-FR', 'tr-TR', 'ja-JP'] as const
export type Locale = (typeof LOCALES)[number]

/** Each language named in itself, for the switcher: a visitor must find their own language in a list of foreign ones. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  'en-US': 'English',
  'zh-CN': '简体中文',
  'zh-HK': '繁體中文（香港）',
  'zh-TW': '繁體中文（台灣）',
  'fr-FR': 'Français',
  'tr-TR': 'Türkçe',
  'ja-JP': '日本語'
}

/**
 * Every language but English is its own chunk: a page ships English (the fallback) and fetches
 * only the language it shows. next/dynamic-style tools need each import() written out.
 */
const LOADERS: Record<Exclude<Locale, 'en-US'>, () => Promise<{ default: LocaleTexts }>> = {
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-HK': () => import('./locales/zh-HK'),
  'zh-TW': () => import('./locales/zh-TW'),
  'fr-FR': () => import('./locales/fr-FR'),
  'tr-TR': () => import('./locales/tr-TR'),
  'ja-JP': () => import('./locales/ja-JP')
}

/** `zh-cn`, `zh_CN`, `en` -> a supported locale, or null. A bare language takes its first region. */
export function normalizeLocale(value: string | null | undefined): Locale | null {
  if (!value) return null
  const wanted = value.trim().replace('_', '-').toLowerCase()
  const exact = LOCALES.find((locale) => locale.toLowerCase() === wanted)
  if (exact) return exact
  const language = wanted.split('-')[0]
  return LOCALES.find((locale) => locale.toLowerCase().startsWith(`${language}-`)) ?? null
}

/** `partial` merged over English, section by section, so a key it lacks reads the English text. */
export function mergeDictionary(partial: DeepPartial<Dictionary>): Dictionary {
  return Object.fromEntries(
    Object.entries(enUS).map(([section, texts]) => [section, { ...texts, ...(partial[section as keyof Dictionary] ?? {}) }])
  ) as Dictionary
}

const loaded = new Map<Locale, Dictionary>([['en-US', enUS]])
const pending = new Map<Locale, Promise<Dictionary>>()

/** The dictionary of `locale` if it has been loaded, else undefined. English is always loaded. */
export function peekDictionary(locale: Locale): Dictionary | undefined {
  return loaded.get(locale)
}

/**
 * Loads the dictionary of `locale`, merged over English. One promise per locale, kept: React's
 * `use()` needs the same promise on every render, and a language is fetched once per visit.
 */
export function loadDictionary(locale: Locale): Promise<Dictionary> {
  const ready = loaded.get(locale)
  if (ready) return Promise.resolve(ready)
  const existing = pending.get(locale)
  if (existing) return existing
  const promise = LOADERS[locale as Exclude<Locale, 'en-US'>]().then((module) => {
    const merged = mergeDictionary(module.default)
    loaded.set(locale, merged)
    return merged
  })
  pending.set(locale, promise)
  return promise
}

/** The dictionary of `locale` when loaded, else English: for code that cannot wait. */
export function getDictionary(locale: Locale): Dictionary {
  return loaded.get(locale) ?? enUS
}
