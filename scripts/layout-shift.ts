import type { Page } from '@playwright/test'

/**
 * Layout shift as a visitor meets it (issue 35, "no layout shift"), for the browser tests and the
 * bench alike: every `layout-shift` entry Chromium reports for the page, the moment the page's
 * theme was first drawn, and the page's CLS from that moment, summed as browsers sum it.
 */

/** One layout shift: its score, when it happened (ms from navigation), and what moved. */
export interface LayoutShift {
  value: number
  startTime: number
  hadRecentInput: boolean
  /** The elements that moved, each as a short CSS-like path with its move in px (for a failure's message). */
  sources: string[]
}

export interface LayoutShifts {
  /** When an element matching the watched selector first appeared (ms from navigation); null when it never did. */
  drawnAt: number | null
  shifts: LayoutShift[]
}

/** Chromium's limits for a session window of shifts (web.dev/articles/evolving-cls): 1 s between shifts, 5 s in all. */
const SESSION_GAP_MS = 1000
const SESSION_MAX_MS = 5000

/**
 * Cumulative Layout Shift as Chromium reports it: shifts after recent input left out, the rest
 * grouped in session windows (a window closes after 1 s with no shift, or 5 s after its first), and
 * the largest window's sum is the score. A plain sum of every shift would grow with the length of
 * the visit (a page read to its end over half a minute), which is what the windows are for.
 */
export function cumulativeLayoutShift(shifts: readonly Pick<LayoutShift, 'value' | 'startTime' | 'hadRecentInput'>[]): number {
  let largest = 0
  let windowSum = 0
  let windowStart = -Infinity
  let previous = -Infinity
  for (const shift of [...shifts].filter((entry) => !entry.hadRecentInput).sort((a, b) => a.startTime - b.startTime)) {
    if (shift.startTime - previous > SESSION_GAP_MS || shift.startTime - windowStart > SESSION_MAX_MS) {
      windowSum = 0
      windowStart = shift.startTime
    }
    windowSum += shift.value
    previous = shift.startTime
    largest = Math.max(largest, windowSum)
  }
  return largest
}

/** What the page script keeps on window, read back by readLayoutShifts. */
const STORE = '__quireLayoutShifts'

/**
 * From the next navigation of `page` on (call it before `goto`), records every layout shift of
 * the top document and the time an element matching `drawnSelector` first appears (a previewed
 * theme's root, which the server did not draw). Only the top document: frames (embeds) are their
 * own pages and their shifts are not the site's.
 */
export async function watchLayoutShifts(page: Page, drawnSelector: string): Promise<void> {
  await page.addInitScript(
    ({ store, selector }) => {
      if (window !== window.top) return
      const record: { drawnAt: number | null; shifts: unknown[] } = { drawnAt: null, shifts: [] }
      Object.assign(window, { [store]: record })
      const describe = (node: Node | null | undefined): string => {
        const element = node instanceof Element ? node : (node?.parentElement ?? null)
        if (!element) return node?.nodeName ?? '(gone)'
        const path: string[] = []
        for (let at: Element | null = element; at && path.length < 3; at = at.parentElement) {
          path.unshift(`${at.tagName.toLowerCase()}${at.id ? `#${at.id}` : ''}${[...at.classList].slice(0, 2).map((name) => `.${name}`).join('')}`)
        }
        return path.join(' > ')
      }
      type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }
      type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] }
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Entry[]) {
          const sources = (entry.sources ?? []).map(
            (source) =>
              `${describe(source.node)}: y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}, x ${Math.round(source.previousRect.x)}→${Math.round(source.currentRect.x)}, h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`
          )
          record.shifts.push({ value: entry.value, startTime: entry.startTime, hadRecentInput: entry.hadRecentInput, sources })
        }
      }).observe({ type: 'layout-shift', buffered: true })
      const seen = () => {
        if (record.drawnAt !== null || !document.querySelector(selector)) return false
        record.drawnAt = performance.now()
        return true
      }
      if (!seen()) {
        const observer = new MutationObserver(() => seen() && observer.disconnect())
        observer.observe(document, { childList: true, subtree: true })
      }
    },
    { store: STORE, selector: drawnSelector }
  )
}

/** What watchLayoutShifts recorded for the page now shown. */
export async function readLayoutShifts(page: Page): Promise<LayoutShifts> {
  return page.evaluate((store) => {
    const record = (window as unknown as Record<string, LayoutShifts | undefined>)[store]
    return record ? { drawnAt: record.drawnAt, shifts: [...record.shifts] } : { drawnAt: null, shifts: [] }
  }, STORE)
}

/** The page's CLS from the moment its theme was drawn, and the largest shift then, for a failure's message. */
export function layoutShiftSince({ drawnAt, shifts }: LayoutShifts): { cls: number; sum: number; largest: LayoutShift | null } {
  const counted = shifts.filter((shift) => !shift.hadRecentInput && drawnAt !== null && shift.startTime >= drawnAt)
  const largest = counted.reduce<LayoutShift | null>((top, shift) => (top && top.value >= shift.value ? top : shift), null)
  return { cls: cumulativeLayoutShift(counted), sum: counted.reduce((total, shift) => total + shift.value, 0), largest }
}
