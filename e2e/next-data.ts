import type { Page } from '@playwright/test'

/** The parts of a page's `__NEXT_DATA__` the browser tests read. */
export interface NextData {
  locales?: string[]
  defaultLocale?: string
  props?: { pageProps?: { shippedConfig?: { site?: Record<string, unknown>; themeKeys?: Record<string, unknown> } } }
}

/**
 * The page's `__NEXT_DATA__`, read from its script element: `window.__NEXT_DATA__` only exists once
 * Next's scripts have run, and they start after the first paint.
 */
export async function nextData(page: Page): Promise<NextData> {
  return JSON.parse((await page.locator('script#__NEXT_DATA__').textContent()) ?? '{}') as NextData
}

/** The language sites of the build under test (Next's i18n locales other than the default site's). */
export async function languageSites(page: Page): Promise<string[]> {
  const data = await nextData(page)
  return (data.locales ?? []).filter((locale) => locale !== data.defaultLocale)
}
