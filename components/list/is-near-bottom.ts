/**
 * Whether the window is scrolled to within `threshold` px of the page's end: the infinite list
 * loads the next page before the visitor reaches the last post.
 */
export function isNearBottom(metrics: { scrollY: number; viewportHeight: number; pageHeight: number }, threshold: number): boolean {
  return metrics.scrollY + metrics.viewportHeight >= metrics.pageHeight - threshold
}
