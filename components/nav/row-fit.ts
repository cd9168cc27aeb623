/** Where one entry of a navigation row lies, relative to the row (offsetTop, offsetLeft, offsetWidth). */
export interface RowItemBox {
  top: number
  left: number
  width: number
}

/**
 * How many entries, from the end, do not fit the row's one line: a row that wraps (`flex-wrap`) lays
 * its entries in order and breaks to a new line at the first one that does not fit, so from the
 * first entry lying below the first line, or sticking out past the row's width (one too wide even
 * alone), every entry after it is out too. Half a pixel allows for sub-pixel layout.
 */
export function overflowingCount(items: readonly RowItemBox[], rowWidth: number): number {
  const firstLineTop = items[0]?.top
  if (firstLineTop === undefined) return 0
  const first = items.findIndex((item) => item.top > firstLineTop + 0.5 || item.left + item.width > rowWidth + 0.5)
  return first === -1 ? 0 : items.length - first
}
