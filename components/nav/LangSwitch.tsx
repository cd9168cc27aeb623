import { useId } from 'react'
import { useGlobal } from '@/components/site/context'
import { LOCALE_NAMES, type Locale, normalizeLocale } from '@/lib/i18n'
import { cx } from '@/components/cx'

/** The site's languages (config LOCALES) that Quire has texts for, and every language site, without repeats. */
function offeredLocales(configured: readonly string[], current: Locale, siteLocales: readonly Locale[]): Locale[] {
  const locales = configured.map(normalizeLocale).filter((locale): locale is Locale => locale !== null)
  return [...new Set([...locales, ...siteLocales, current])]
}

/**
 * Picks the interface language; the choice is stored (docs/behaviour.md §4). A language with a site of its own
 * (NOTION_PAGE_ID `<id>,ja-JP:<id2>`) goes to that site. Hidden when only one language is offered.
 */
export function LangSwitch({
  className = 'rounded border border-gray-300 bg-transparent px-1 py-1 text-sm dark:border-gray-700 dark:bg-neutral-950'
}: {
  className?: string
}) {
  const { config, locale, setLocale, siteLocales, t } = useGlobal()
  const id = useId()
  const locales = offeredLocales(config.LOCALES, locale, siteLocales)
  if (locales.length < 2) return null
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t.COMMON.LANGUAGE}
      </label>
      <select
        id={id}
        value={locale}
        title={t.COMMON.LANGUAGE}
        onChange={(event) => setLocale(event.target.value as Locale)}
        className={cx('cursor-pointer', className)}
      >
        {locales.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </>
  )
}
