import enUS, { type Dictionary } from './locales/en-US'
import zhCN from './locales/zh-CN'
import type { DeepPartial } from './types'

export type { Dictionary }

/** The seven locales of spec §9; the first is the fallback every other is merged over. */
export const LOCALES = ['en-US', 'zh-CN', 'zh-HK', 'zh-TW', 'fr-FR', 'tr-TR', 'ja-JP'] as const
export type Locale = (typeof LOCALES)[number]

const PARTIALS: Partial<Record<Locale, DeepPartial<Dictionary>>> = {
  'zh-CN': zhCN
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

const cache = new Map<Locale, Dictionary>()

/** The dictionary of `locale`, merged over English so a missing key falls back. */
export function getDictionary(locale: Locale): Dictionary {
  const cached = cache.get(locale)
  if (cached) return cached
  const partial = PARTIALS[locale] ?? {}
  const merged = Object.fromEntries(
    Object.entries(enUS).map(([section, texts]) => [section, { ...texts, ...(partial[section as keyof Dictionary] ?? {}) }])
  ) as Dictionary
  cache.set(locale, merged)
  return merged
}
