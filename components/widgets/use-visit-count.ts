import { useSyncExternalStore } from 'react'
import { getVisitCounts, NO_VISIT_COUNTS, subscribeVisitCounts, type VisitCountKey } from '@/components/widgets/visit-counts'

/**
 * One count the counter script reported, or undefined until it has (always undefined on the
 * server and while hydrating, so the server's HTML and the first render agree).
 */
export function useVisitCount(key: VisitCountKey): string | undefined {
  return useSyncExternalStore(subscribeVisitCounts, getVisitCounts, () => NO_VISIT_COUNTS)[key]
}
