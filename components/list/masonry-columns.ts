/**
 * Items dealt into `count` columns in turn (the first to column 1, the second to column 2, ...), so
 * that masonry columns, filled top to bottom, still read left to right across each row. At least
 * one column; empty columns are kept so the grid keeps its widths.
 */
export function masonryColumns<T>(items: readonly T[], count: number): T[][] {
  const columns = Math.max(1, Math.floor(count))
  const result: T[][] = Array.from({ length: columns }, () => [])
  items.forEach((item, index) => result[index % columns]!.push(item))
  return result
}

/** A masonry's column count at a width: the columns of the widest breakpoint reached, else 1. */
export function columnCountAt(width: number, breakpoints: ReadonlyArray<{ minWidth: number; columns: number }>): number {
  let columns = 1
  for (const point of breakpoints) if (width >= point.minWidth) columns = Math.max(columns, point.columns)
  return columns
}
