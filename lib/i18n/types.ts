import type { Dictionary } from './locales/en-US'

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends Record<string, unknown> ? DeepPartial<T[K]> : T[K] }

/**
 * A translated dictionary: every section and key of English, checked by the compiler, except the
 * search modal's section, which is written separately and falls back to English until translated.
 */
export type LocaleTexts = Omit<Dictionary, 'SEARCH_MODAL'> & DeepPartial<Dictionary>
