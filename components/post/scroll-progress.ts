export interface ScrollMetrics {
  /** Pixels scrolled from the top of the page. */
  scrollY: number
  viewportHeight: number
  /** Top of the element being read, in page coordinates (0 for the whole page). */
  top: number
  /** Height of the element being read (the page's height for the whole page). */
  height: number
}

/**
 * How much of an element has been read, 0 to 100: 0 while its top is below the viewport's top,
 * 100 once its end has come into view. An element shorter than the viewport reads as 100 once
 * reached.
 */
export function scrollProgress({ scrollY, viewportHeight, top, height }: ScrollMetrics): number {
  const distance = height - viewportHeight
  if (!(distance > 0)) return scrollY + viewportHeight >= top + height ? 100 : 0
  const read = (scrollY - top) / distance
  return Math.round(Math.min(1, Math.max(0, read)) * 100)
}
