/** Where one entry of a navigation row lies, relative to the row (offsetTop, offsetLeft, offsetWidth). */
export interface RowItemBox {
  top: number
  left: number
  width: number
}

/**
 * The rounding the boxes carry: offsetLeft, offsetWidth and the row's clientWidth are each rounded
 * to a whole pixel, so an entry that ends exactly at the row's edge (a right-aligned row that just
 * fits) may read up to 1.5 px past it. An entry the browser did wrap is found by its top.
 */
const ROUNDING_PX = 1.5

/**
 * How many entries, from the end, do not fit the row's one line: a row that wraps (`flex-wrap`) lays
 * its entries in order and breaks to a new line at the first one that does not fit, so from the
 * first entry lying below the first line, or sticking out past the row's width (one too wide even
 * alone), every entry after it is out too.
 *
 * `spare` is the room the row would get back if nothing were out (the More button's, while it
 * shows): when every entry fits in one line in that room, none is out. Without it, a row that
 * overflowed once (by a pixel's rounding, a late font) would keep its More for good, since More's
 * own room then pushes the last entry out again.
 */
export function overflowingCount(items: readonly RowItemBox[], rowWidth: number, { gap = 0, spare = 0 }: { gap?: number; spare?: number } = {}): number {
  const firstLineTop = items[0]?.top
  if (firstLineTop === undefined) return 0
  // Rounded widths, summed: a pixel each on the safe side (keeping More a pixel too long is harmless,
  // dropping it for a row that does not fit would leave an entry on the hidden second line).
  const oneLine = items.reduce((sum, item) => sum + item.width + 1, 0) + gap * (items.length - 1)
  if (spare > 0 && oneLine <= rowWidth + spare) return 0
  const first = items.findIndex((item) => item.top > firstLineTop + 0.5 || item.left + item.width > rowWidth + ROUNDING_PX)
  return first === -1 ? 0 : items.length - first
}
