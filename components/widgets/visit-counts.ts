/** The counts busuanzi reports: site views, site visitors, and views of the page being read. */
export const VISIT_COUNT_KEYS = ['site_pv', 'site_uv', 'page_pv'] as const
export type VisitCountKey = (typeof VISIT_COUNT_KEYS)[number]
export type VisitCounts = Readonly<Partial<Record<VisitCountKey, string>>>

/** The same object until a count changes, as useSyncExternalStore asks. */
export const NO_VISIT_COUNTS: VisitCounts = Object.freeze({})

let counts: VisitCounts = NO_VISIT_COUNTS
const listeners = new Set<() => void>()

/**
 * The counts the counter script has reported in this browser tab. A store outside React: the
 * script reports whenever it likes, and the parts that show counts may hydrate before or after.
 */
export function getVisitCounts(): VisitCounts {
  return counts
}

export function subscribeVisitCounts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Replaces the counts; blank values count as unknown, so a failed report shows nothing. */
export function setVisitCounts(next: VisitCounts): void {
  const cleaned: Partial<Record<VisitCountKey, string>> = {}
  for (const key of VISIT_COUNT_KEYS) {
    const value = next[key]?.trim()
    if (value) cleaned[key] = value
  }
  if (VISIT_COUNT_KEYS.every((key) => cleaned[key] === counts[key])) return
  counts = Object.keys(cleaned).length > 0 ? Object.freeze(cleaned) : NO_VISIT_COUNTS
  listeners.forEach((listener) => listener())
}
