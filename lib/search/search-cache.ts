/** How long an answer to a query is served again without asking the source. */
export const SEARCH_CACHE_TTL_MS = 30_000

/** Queries kept at most: a bound on memory whatever visitors type (the oldest goes first). */
export const SEARCH_CACHE_MAX_ENTRIES = 500

/**
 * The key a query is cached under: the same words in any case, spacing or Unicode form are one
 * search (Notion's search ignores case), and the site (a language workspace) is part of it.
 */
export function normalizeSearchQuery(query: string): string {
  return query.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()
}

export interface SearchCacheOptions {
  ttlMs?: number
  maxEntries?: number
  now?: () => number
}

/**
 * Answers of the search route by site and normalised query, for a short time (issue 37: every
 * request went through to Notion). Concurrent requests for one query share one answer in flight;
 * a failed answer is not kept.
 */
export function createSearchCache<T>(options: SearchCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? SEARCH_CACHE_TTL_MS
  const maxEntries = options.maxEntries ?? SEARCH_CACHE_MAX_ENTRIES
  const now = options.now ?? Date.now
  const entries = new Map<string, { at: number; value: Promise<T> }>()

  return {
    /** The answer for `site` and `query`, from the cache while fresh, else from `load` (kept if it succeeds). */
    get(site: string, query: string, load: () => Promise<T>): Promise<T> {
      const key = `${site}\u0000${normalizeSearchQuery(query)}`
      const hit = entries.get(key)
      if (hit && now() - hit.at < ttlMs) return hit.value
      if (hit) entries.delete(key)
      while (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string)
      const value = load()
      entries.set(key, { at: now(), value })
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key)
      })
      return value
    },
    size: () => entries.size
  }
}
