import type { Page } from '@playwright/test'

/**
 * Scrolls a page to its end a screen at a time, so every lazy image and part below the fold starts
 * loading, then waits until the network is quiet. Used by the browser tests and the bench alike.
 * `idleTimeoutMs` bounds that wait, for a caller that measures what happened rather than what loaded
 * (a video may keep fetching ranges of itself on a busy machine).
 */
export async function scrollToEnd(page: Page, options: { maxSteps?: number; pauseMs?: number; idleTimeoutMs?: number } = {}): Promise<void> {
  for (let step = 0; step < (options.maxSteps ?? 60); step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight)
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
    })
    if (atEnd) break
    await page.waitForTimeout(options.pauseMs ?? 100)
  }
  if (options.idleTimeoutMs === undefined) await page.waitForLoadState('networkidle')
  else await page.waitForLoadState('networkidle', { timeout: options.idleTimeoutMs }).catch(() => {})
}
