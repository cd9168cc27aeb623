import { type ReactNode, startTransition, useEffect, useState } from 'react'
import { cx } from '@/components/cx'
import { columnCountAt, masonryColumns } from '@/components/list/masonry-columns'
import type { Slots } from '../slots'

export interface MasonryGridProps {
  /** The drawn items, in reading order, each with its key. */
  items: readonly ReactNode[]
  /** Columns from each window width up, e.g. `[{ minWidth: 640, columns: 2 }, { minWidth: 1024, columns: 3 }]`; 1 below. */
  breakpoints: ReadonlyArray<{ minWidth: number; columns: number }>
  /**
   * `root`: the row of columns (its gap); `column`: each column (the gap between its items);
   * `fallback`: the plain grid drawn on the server and before hydration (say
   * `grid gap-2 sm:grid-cols-2 lg:grid-cols-3`), whose first row already sits where the masonry's will.
   */
  classNames?: Slots<'root' | 'column' | 'fallback'>
}

/**
 * A masonry of items of uneven height: columns filled top to bottom, the items dealt across them in
 * turn so the reading order still runs left to right across rows; the column count follows the
 * window's width. The server draws a plain grid (the `fallback` slot), since it cannot know the width,
 * and so does a window of one column, where the two look the same: a phone never rebuilds the list.
 * Wider, the grid becomes columns after hydration as a transition, which React renders in slices
 * that leave the main thread free between them.
 */
export function MasonryGrid({ items, breakpoints, classNames = {} }: MasonryGridProps) {
  const { root: className, column: columnClassName, fallback: fallbackClassName = 'grid gap-2' } = classNames
  const [count, setCount] = useState(0)
  useEffect(() => {
    const measure = () => startTransition(() => setCount(columnCountAt(window.innerWidth, breakpoints)))
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [breakpoints])
  if (count <= 1) return <div className={fallbackClassName} data-columns={count || undefined}>{items}</div>
  return (
    <div className={cx('flex items-start gap-2', className)} data-columns={count}>
      {masonryColumns(items, count).map((column, index) => (
        <div key={index} className={cx('flex min-w-0 flex-1 flex-col gap-2', columnClassName)}>
          {column}
        </div>
      ))}
    </div>
  )
}
