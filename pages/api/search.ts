import { randomUUID } from 'node:crypto'
import type { NextApiRequest, NextApiResponse } from 'next'
import { parsePageId } from 'notion-utils'
import type { Locale } from '@/lib/i18n'
import { localeSiteLocales } from '@/lib/i18n/locale-workspaces'
import { getNotionSource, getRootPageId } from '@/lib/notion/get-source'
import type { NotionSource } from '@/lib/notion/types'
import { filterSearchResults } from '@/lib/site/filter-search-results'
import { getSiteData } from '@/lib/site/get-site-data'
import type { SiteData } from '@/lib/site/types'
import { type SiteSearchError, toSiteSearchResponse } from '@/lib/search/site-search-results'
import { notionPageId, processEnv } from '@/lib/env'
import { clientKeyOf, createRateLimit } from '@/lib/http/rate-limit'
import { type PublicSearchResponse, toPublicSearchResponse } from '@/lib/search/public-search-hits'
import { createSearchCache, SEARCH_CACHE_TTL_MS } from '@/lib/search/search-cache'
import { createSearchGate, SearchDropped } from '@/lib/search/search-gate'

/** Longer queries are not searches a visitor types; refusing them keeps the source's work bounded. */
export const MAX_QUERY_LENGTH = 200

/** Hits asked of the source per search: the modal shows one short list. */
export const SEARCH_LIMIT = 20

export interface SearchHandlerDeps {
  getSource: () => NotionSource
  /** The root of the default site, or of a language site (NOTION_PAGE_ID `<id>,ja-JP:<id2>`). */
  getRootPageId: (locale?: Locale | null) => string
  getSite: (locale?: Locale | null) => Promise<Pick<SiteData, 'allPages'>>
  /** The language sites; none unless NOTION_PAGE_ID names several workspaces. */
  getSiteLocales?: () => Locale[]
  log?: (message: string) => void
  /** Per client: a burst of searches, then so many a second (issue 37); a test sets its own. */
  rateLimit?: { burst: number; perSecond: number }
  /** How long an answer is reused for the same query (ms); 0 asks the source every time. */
  cacheTtlMs?: number
  /** The share of the source's limiter searches may take (lib/search/search-gate.ts). */
  gate?: { concurrency?: number; queue?: number; maxWaitMs?: number }
}

/** A visitor types, pauses a second, types on: twenty searches at once, then one every two seconds. */
export const SEARCH_RATE_LIMIT = { burst: 20, perSecond: 0.5 }

class BadRequest extends Error {}

/**
 * The query and ancestor of a search: from the JSON body of a POST, from the query string of a GET.
 * A GET's body is never read: Next hands an empty one over as '', which is not JSON.
 */
function readQuery(req: NextApiRequest): { query: string; ancestorId: string } {
  const fields = (req.method === 'POST' ? (typeof req.body === 'string' ? safeJson(req.body) : req.body) : req.query) as
    | { query?: unknown; ancestorId?: unknown }
    | undefined
  const raw = fields?.query
  if (raw !== undefined && typeof raw !== 'string') throw new BadRequest('query must be a string')
  const query = (raw ?? '').trim()
  if (query.length > MAX_QUERY_LENGTH) throw new BadRequest(`query is longer than ${MAX_QUERY_LENGTH} characters`)
  const ancestor = fields?.ancestorId
  return { query, ancestorId: typeof ancestor === 'string' ? ancestor : '' }
}

/**
 * The site a search is for: the language site whose root the modal sent as its ancestor, else the
 * default site. Only configured roots are searched, whatever id a request names.
 */
function siteOfAncestor(deps: SearchHandlerDeps, ancestorId: string): Locale | null {
  const wanted = parsePageId(ancestorId)
  if (!wanted) return null
  return (deps.getSiteLocales?.() ?? []).find((locale) => deps.getRootPageId(locale) === wanted) ?? null
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new BadRequest('the request body is not JSON')
  }
}

/**
 * The search call of the Notion search modal (docs/behaviour.md §7): the query below the site's root page,
 * asked of the NotionSource (Notion itself, or the snapshot's own text search), cut to published,
 * unlocked posts and pages. It never throws to the client: a failure answers `{ error, errorId }`
 * with a 4xx or 5xx status, the errorId also in the server log.
 */
export function createSearchHandler(deps: SearchHandlerDeps) {
  const log = deps.log ?? ((message: string) => console.error(message))
  const rateLimit = createRateLimit(deps.rateLimit ?? SEARCH_RATE_LIMIT)
  const cacheTtlMs = deps.cacheTtlMs ?? SEARCH_CACHE_TTL_MS
  const cache = createSearchCache<PublicSearchResponse>({ ttlMs: cacheTtlMs })
  const gate = createSearchGate(deps.gate)
  // Shared with a CDN for as long as the server reuses it (a GET's answer; a POST is never kept by one).
  const cacheControl = cacheTtlMs > 0 ? `public, max-age=0, s-maxage=${Math.floor(cacheTtlMs / 1000)}, stale-while-revalidate=${Math.floor(cacheTtlMs / 1000)}` : 'no-store'
  return async function searchHandler(req: NextApiRequest, res: NextApiResponse<PublicSearchResponse | SiteSearchError>) {
    const errorId = randomUUID()
    res.setHeader('Cache-Control', 'no-store')
    try {
      if (req.method !== 'GET' && req.method !== 'POST') {
        res.setHeader('Allow', 'GET, POST')
        res.status(405).json({ error: `method ${req.method ?? '?'} not allowed`, errorId })
        return
      }
      const { query, ancestorId: requested } = readQuery(req)
      // The empty warm-up query (docs/behaviour.md §7) only wakes the route and the source up.
      if (!query) {
        res.status(200).json({ results: [], total: 0 })
        return
      }
      const verdict = rateLimit.take(clientKeyOf(req))
      if (!verdict.allowed) {
        res.setHeader('Retry-After', String(verdict.retryAfterSeconds))
        res.status(429).json({ error: 'too many searches: try again shortly', errorId })
        return
      }
      const locale = siteOfAncestor(deps, requested)
      const ancestorId = deps.getRootPageId(locale)
      const answer = await cache.get(locale ?? '', query, async () => {
        const [found, site] = await Promise.all([gate.run(() => deps.getSource().search({ query, ancestorId, limit: SEARCH_LIMIT })), deps.getSite(locale)])
        return toPublicSearchResponse(toSiteSearchResponse(filterSearchResults(found, site), site.allPages))
      })
      res.setHeader('Cache-Control', cacheControl)
      res.status(200).json(answer)
    } catch (error) {
      if (error instanceof BadRequest) {
        res.status(400).json({ error: error.message, errorId })
        return
      }
      if (error instanceof SearchDropped) {
        res.setHeader('Retry-After', String(error.retryAfterSeconds))
        res.status(503).json({ error: 'search is busy: try again shortly', errorId })
        return
      }
      log(`[quire] search failed (${errorId}): ${(error as Error)?.stack ?? String(error)}`)
      res.status(500).json({ error: 'search failed', errorId })
    }
  }
}

export default createSearchHandler({
  getSource: () => getNotionSource(),
  getRootPageId: (locale) => getRootPageId(processEnv(), locale ?? null),
  getSite: (locale) => getSiteData(locale ? { locale } : {}),
  getSiteLocales: () => localeSiteLocales(notionPageId())
})
