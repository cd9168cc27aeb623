/** A gap in a numbered pagination: pages left out between two shown numbers. */
export const PAGE_GAP = 'gap'
export type PageNumber = number | typeof PAGE_GAP

/**
 * The buttons of a numbered pagination of `total` pages at `page`: the first and last page, the
 * current page and its neighbours, gaps where pages are left out, never more than `slots` entries
 * (7: first, gap, three around the current, gap, last). Small totals show every page.
 */
export function pageNumbers(page: number, total: number, slots = 7): PageNumber[] {
  if (!Number.isInteger(total) || total < 1) return []
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), total)
  const room = Math.max(5, slots)
  if (total <= room) return Array.from({ length: total }, (_, i) => i + 1)
  // Pages shown around the current one when gaps stand on both sides.
  const middle = room - 4
  const half = Math.floor(middle / 2)
  if (current <= room - 3) {
    return [...Array.from({ length: room - 2 }, (_, i) => i + 1), PAGE_GAP, total]
  }
  if (current >= total - (room - 4)) {
    return [1, PAGE_GAP, ...Array.from({ length: room - 2 }, (_, i) => total - (room - 3) + i)]
  }
  const start = current - half
  return [1, PAGE_GAP, ...Array.from({ length: middle }, (_, i) => start + i), PAGE_GAP, total]
}
