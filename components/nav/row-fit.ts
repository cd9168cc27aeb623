/** Marks the More drop-down that stands after a fitted row (MoreMenu), where the row's measure finds it. */
export const NAV_MORE_ATTRIBUTE = 'data-nav-more'

/** One entry of a navigation row as the count reads it: its line (offsetTop) and its width (offsetWidth). */
export interface RowItemBox {
  top: number
  width: number
}

/**
 * How many entries, from the end, go into More so the row holds the rest on its one line. A row
 * that wraps (`flex-wrap`, entries that never shrink) keeps on its first line the longest run of
 * entries whose widths and gaps add up to its width; the rest wrap below it.
 *
 * Counted in one step, More included: when the entries do not all fit in the row (with More's room
 * given back while it shows), the room left is the row's width less More's (`more`: its button and
 * the gap before it, measured from a hidden copy before the real one arrives), so the entries kept
 * are the ones that still fit once More stands beside them. Hiding one more entry when More then
 * arrives would take a link away under a reader's pointer.
 *
 * Widths are whole pixels (offsetWidth), each within half a pixel of the layout's, so a pixel per
 * entry is added on the safe side: an entry counted as fitting does fit. An entry the browser did
 * wrap below the first line (found by its top) is out whatever the sums say.
 */
export function overflowingCount(items: readonly RowItemBox[], rowWidth: number, { gap = 0, more = 0, moreShown = false }: { gap?: number; more?: number; moreShown?: boolean } = {}): number {
  const firstLineTop = items[0]?.top
  if (firstLineTop === undefined) return 0
  // How many entries, from the first, stand side by side in `room` (widths grow with the count, so one pass).
  const fitting = (room: number) => {
    let used = -gap
    let count = 0
    for (const item of items) {
      used += gap + item.width + 1
      if (used > room) break
      count++
    }
    return count
  }
  if (fitting(rowWidth + (moreShown ? more : 0)) === items.length) return 0
  const kept = Math.min(fitting(moreShown ? rowWidth : rowWidth - more), items.length - 1)
  const wrapped = items.findIndex((item) => item.top > firstLineTop + 0.5)
  return items.length - (wrapped === -1 ? kept : Math.min(kept, wrapped))
}
