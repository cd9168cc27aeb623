import { gzipSync } from 'node:zlib'
import { launchChromium } from './launch-chromium'

/** After the network is idle, wait this long for scripts loaded on idle or after hydration. */
const SETTLE_MS = 1500

/** A page that has not hydrated by then failed to load, and is reported so rather than measured. */
const HYDRATION_TIMEOUT_MS = 120_000

export interface LoadedJs {
  page: string
  /** gzip bytes (zlib level 6) of every script the page fetched until idle: HTML scripts, lazily loaded chunks, the theme. */
  gzipBytes: number
  scripts: number
}

/**
 * What a visitor's browser downloads in script for each page, loaded fresh (no cache) in
 * Chromium: unlike the HTML's script tags, this counts the chunks a page loads while hydrating
 * (its theme's post layout, the Notion renderer and its parts) and after (third-party loaders).
 */
export async function measureLoadedJs(baseUrl: string, pages: readonly string[]): Promise<LoadedJs[]> {
  const browser = await launchChromium()
  try {
    const results: LoadedJs[] = []
    for (const page of pages) {
      const context = await browser.newContext()
      const tab = await context.newPage()
      const sizes = new Map<string, Promise<number>>()
      tab.on('response', (response) => {
        if (response.request().resourceType() !== 'script' || sizes.has(response.url())) return
        const url = response.url()
        sizes.set(
          url,
          response.body().then(
            (body) => gzipSync(body).length,
            (error: unknown) => {
              throw new Error(`${page}: could not read ${url}: ${error instanceof Error ? error.message : String(error)}`)
            }
          )
        )
      })
      await tab.goto(baseUrl + page)
      // Scripts start after the first paint and lazily loaded parts after hydration: a busy machine
      // must not make a page look lighter than it is, so wait for hydration before counting.
      await tab.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: HYDRATION_TIMEOUT_MS })
      await tab.waitForLoadState('networkidle')
      await tab.waitForTimeout(SETTLE_MS)
      const bytes = await Promise.all(sizes.values())
      results.push({ page, gzipBytes: bytes.reduce((sum, size) => sum + size, 0), scripts: bytes.length })
      await context.close()
    }
    return results
  } finally {
    await browser.close()
  }
}
