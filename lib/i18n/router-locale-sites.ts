import { type Locale, LOCALES } from './index'

export interface LocaleSites {
  /** The language site this page belongs to (`/ja-JP/...`); null on the default site. */
  siteLocale: Locale | null
  /** Every language with a site of its own; empty for a one-workspace site. */
  siteLocales: Locale[]
}

function asLocale(value: string | undefined): Locale | null {
  return LOCALES.find((locale) => locale === value) ?? null
}

/**
 * The language sites as Next's router knows them. Next routes locales only when NOTION_PAGE_ID
 * names several workspaces (next.config.js); its default locale is the default site's routing id.
 */
export function routerLocaleSites(router: { locale?: string | undefined; locales?: readonly string[] | undefined; defaultLocale?: string | undefined }): LocaleSites {
  const siteLocales = (router.locales ?? []).flatMap((locale) => {
    const known = locale === router.defaultLocale ? null : asLocale(locale)
    return known ? [known] : []
  })
  const siteLocale = router.locale === router.defaultLocale ? null : asLocale(router.locale)
  return { siteLocale, siteLocales }
}
