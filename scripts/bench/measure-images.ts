import { launchChromium } from './launch-chromium'
import { scrollToEnd } from '../scroll-to-end'

/** A phone's viewport: what the budget of a post's images is set for. */
export const PHONE_VIEWPORT = { width: 390, height: 844 }

export interface LoadedImages {
  page: string
  /** Bytes of every image the page loaded (as sent: the body, not counting headers) once scrolled to its end. */
  bytes: number
  images: number
  /** The site's own images that did not load (a status other than 200, or a failed request), by address. */
  failed: string[]
  /** Images of other hosts (a video's poster) that did not load: offline, they cannot. Not the site's to keep. */
  elsewhere: string[]
}

/**
 * What a visitor's browser downloads in images for each page at a phone's width, loaded fresh (no
 * cache) in Chromium and scrolled to the end so every lazy image starts. Data URLs (placeholders,
 * blurred previews) are part of the page's HTML, and not counted here.
 */
export async function measureImages(baseUrl: string, pages: readonly string[]): Promise<LoadedImages[]> {
  const browser = await launchChromium()
  try {
    const results: LoadedImages[] = []
    for (const page of pages) {
      const context = await browser.newContext({ viewport: PHONE_VIEWPORT })
      const tab = await context.newPage()
      const sizes = new Map<string, Promise<number>>()
      const failed: string[] = []
      const elsewhere: string[] = []
      const noteFailure = (url: string, what: string) => (url.startsWith(baseUrl) ? failed : elsewhere).push(what)
      tab.on('requestfailed', (request) => {
        if (request.resourceType() === 'image' && !request.url().startsWith('data:')) noteFailure(request.url(), request.url())
      })
      tab.on('response', (response) => {
        const url = response.url()
        if (response.request().resourceType() !== 'image' || url.startsWith('data:') || sizes.has(url)) return
        if (response.status() !== 200) noteFailure(url, `${url} (${response.status()})`)
        sizes.set(url, response.body().then((body) => body.length, () => 0))
      })
      await tab.goto(baseUrl + page)
      await tab.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 120_000 })
      await scrollToEnd(tab)
      const bytes = await Promise.all(sizes.values())
      results.push({ page, bytes: bytes.reduce((sum, size) => sum + size, 0), images: bytes.length, failed, elsewhere })
      await context.close()
    }
    return results
  } finally {
    await browser.close()
  }
}
