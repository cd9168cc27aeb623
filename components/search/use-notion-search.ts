import { useCallback, useEffect, useRef, useState } from 'react'
import { isStaticExport } from '@/lib/deploy/static-export'
import { useGlobal } from '@/components/site/context'
import { type SearchModalState, searchResponseState } from '@/components/search/search-response-state'

/** The route that asks the NotionSource (pages/api/search.ts). */
export const SEARCH_ENDPOINT = '/api/search'

export interface NotionSearchParams {
  query: string
  ancestorId: string
}

/** docs/behaviour.md §7: the search function the modal calls with the query and the root page as ancestor. */
export type SearchNotion = (params: NotionSearchParams) => Promise<unknown>

/** Asks the site's search route; a network or HTTP failure comes back as its JSON, or as an error object. */
export const fetchSearch: SearchNotion = async (params) => {
  try {
    const response = await fetch(SEARCH_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(params)
    })
    return await response.json()
  } catch (error) {
    return { error: (error as Error).message || 'network error' }
  }
}

/** A static site has no search route: the prebuilt index is searched in the browser, loaded with the first search. */
const searchIndex: SearchNotion = async ({ query }) => {
  if (!query.trim()) return { results: [], total: 0 }
  try {
    return await (await import('@/components/search/static-search')).staticSearchResponse(query)
  } catch (error) {
    return { error: (error as Error).message || 'the search index could not be loaded' }
  }
}

/** The search the modal uses unless it is given one: the site's route, or its index on a static site. */
export const siteSearch: SearchNotion = (params) => (isStaticExport() ? searchIndex(params) : fetchSearch(params))

let warmedUp = false

/**
 * The modal's search: `setQuery` on each keystroke; an empty or blank query clears the results at
 * once and sends nothing; otherwise the search goes out SEARCH_DEBOUNCE_MS (docs/behaviour.md §5, §9: 1000) after the last keystroke,
 * and only the newest answer counts. The first use sends the empty query once as a warm-up
 * (docs/behaviour.md §7), its answer ignored.
 */
export function useNotionSearch(ancestorId: string, searchNotion: SearchNotion = siteSearch) {
  const debounceMs = useGlobal().config.SEARCH_DEBOUNCE_MS
  const [state, setState] = useState<SearchModalState>({ status: 'idle' })
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const latest = useRef(0)

  useEffect(() => {
    if (warmedUp) return
    warmedUp = true
    void searchNotion({ query: '', ancestorId }).catch(() => undefined)
  }, [ancestorId, searchNotion])

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    []
  )

  const setQuery = useCallback(
    (query: string) => {
      if (timer.current) clearTimeout(timer.current)
      const request = ++latest.current
      if (!query.trim()) {
        setState({ status: 'idle' })
        return
      }
      setState({ status: 'loading' })
      timer.current = setTimeout(() => {
        searchNotion({ query: query.trim(), ancestorId })
          .catch((error: unknown) => ({ error: (error as Error)?.message ?? 'search failed' }))
          .then((response) => {
            if (request === latest.current) setState(searchResponseState(response))
          })
      }, debounceMs)
    },
    [ancestorId, searchNotion, debounceMs]
  )

  return { state, setQuery }
}

/** Lets a test start from a cold page again. */
export function resetSearchWarmUp() {
  warmedUp = false
}
