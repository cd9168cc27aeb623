import type { SiteSearchHit } from '@/lib/search/site-search-results'

/** The search modal's states inside an open modal (docs/behaviour.md §4). */
export type SearchModalState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'results'; results: SiteSearchHit[]; total: number }
  | { status: 'empty' }
  | { status: 'error' }

/**
 * The state a search response puts the modal in: 'error' when it holds `error` or `errorId`
 * (docs/behaviour.md §7, §8) or is not a response at all, else results or none.
 */
export function searchResponseState(response: unknown): SearchModalState {
  if (!response || typeof response !== 'object') return { status: 'error' }
  const value = response as { error?: unknown; errorId?: unknown; results?: unknown; total?: unknown }
  if (value.error !== undefined || value.errorId !== undefined) return { status: 'error' }
  if (!Array.isArray(value.results)) return { status: 'error' }
  if (value.results.length === 0) return { status: 'empty' }
  const total = typeof value.total === 'number' ? value.total : value.results.length
  return { status: 'results', results: value.results as SiteSearchHit[], total }
}
