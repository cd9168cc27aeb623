import { launchChromium } from './launch-chromium'
import { cumulativeLayoutShift, readLayoutShifts, watchLayoutShifts } from '../layout-shift'
import { scrollToEnd } from '../scroll-to-end'

/** The windows a page's layout shift is measured at: a laptop and a phone. */
export const SHIFT_VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 }
] as const

/** The colour modes a visitor may arrive in (`?mode=`): a part drawn late in one only is caught. */
const MODES = ['light', 'dark'] as const

/** After the scroll's network is idle, time for parts drawn on idle or once seen to settle. */
const SETTLE_MS = 1000

export interface PageLayoutShift {
  page: string
  width: number
  /** The worse of light and dark: Chromium's CLS (largest session window) of the whole visit. */
  cls: number
  mode: (typeof MODES)[number]
  /** The largest single shift of that visit and what moved, for a row over budget. */
  largest: string
}

/**
 * Issue 35, no layout shift: each page loaded fresh (no cache) in Chromium, light and dark, at each
 * viewport, scrolled to its end a screen at a time; its CLS counts every shift from navigation on,
 * as Lighthouse and a visitor's browser do, first paint and hydration included.
 */
export async function measureLayoutShift(baseUrl: string, pages: readonly string[]): Promise<PageLayoutShift[]> {
  const browser = await launchChromium()
  try {
    const results: PageLayoutShift[] = []
    for (const page of pages) {
      for (const viewport of SHIFT_VIEWPORTS) {
        let worst: PageLayoutShift | null = null
        for (const mode of MODES) {
          const context = await browser.newContext({ viewport })
          const tab = await context.newPage()
          // Nothing leaves the machine: a third-party script waiting on DNS is not the site's shift.
          await tab.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
          await watchLayoutShifts(tab, 'html')
          await tab.goto(`${baseUrl}${page}${page.includes('?') ? '&' : '?'}mode=${mode}`)
          await tab.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 120_000 })
          await scrollToEnd(tab)
          await tab.waitForTimeout(SETTLE_MS)
          const { shifts } = await readLayoutShifts(tab)
          await context.close()
          const cls = cumulativeLayoutShift(shifts)
          const top = shifts.filter((shift) => !shift.hadRecentInput).sort((a, b) => b.value - a.value)[0]
          const largest = top ? `${top.value.toFixed(3)} at ${Math.round(top.startTime)} ms: ${top.sources.slice(0, 2).join(' | ')}` : 'none'
          if (!worst || cls > worst.cls) worst = { page, width: viewport.width, cls, mode, largest }
        }
        if (worst) results.push(worst)
      }
    }
    return results
  } finally {
    await browser.close()
  }
}
