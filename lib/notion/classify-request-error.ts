/** Statuses that say "try again later": timeouts, rate limits, and the server's own failures. */
const TRANSIENT_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504])

/** A server may ask for a long pause; past this we would rather fail and say so. */
export const MAX_RETRY_AFTER_MS = 120_000

export interface RequestErrorClass {
  /** Worth another attempt: the failure says nothing about the request itself. */
  transient: boolean
  /** 429: the whole client should slow down, not only this request. */
  rateLimited: boolean
  /** The server's Retry-After, in ms, when it sent one. */
  retryAfterMs?: number
  status?: number
}

/** Retry-After in seconds (fractions accepted) or as an HTTP date. */
export function parseRetryAfter(header: string | null | undefined, now: number = Date.now()): number | undefined {
  if (!header) return undefined
  const seconds = Number(header.trim())
  if (Number.isFinite(seconds)) return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, seconds * 1000))
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.min(MAX_RETRY_AFTER_MS, Math.max(0, date - now))
}

interface Headers {
  get?: (name: string) => string | null
}

interface FetchLikeError {
  name?: unknown
  message?: unknown
  status?: unknown
  statusCode?: unknown
  /** @notionhq/client's errors carry the answer's headers on themselves, not on a response. */
  headers?: Headers
  response?: { status?: unknown; headers?: Headers }
}

/**
 * Errors a request raises without any answer: ofetch's own, an aborted or timed-out fetch, and
 * @notionhq/client's timeout.
 */
const NO_ANSWER_ERRORS = new Set(['FetchError', 'AbortError', 'TimeoutError', 'RequestTimeoutError'])

/** What Node's fetch (undici) throws when the connection is refused or dropped before an answer. */
function isFailedFetch(error: FetchLikeError): boolean {
  return error.name === 'TypeError' && error.message === 'fetch failed'
}

/**
 * What a failed request means for retrying it, whichever client made it (ofetch under notion-client,
 * @notionhq/client's own errors). An answer with a status is transient for 408, 425,
 * 429 and 5xx, final for any other (a private or missing page). No answer at all (a dropped or
 * refused connection, a timeout) is transient. Any other error is a bug, never retried.
 */
export function classifyRequestError(error: unknown): RequestErrorClass {
  const fetchError = (error && typeof error === 'object' ? error : {}) as FetchLikeError
  const rawStatus = fetchError.response?.status ?? fetchError.status ?? fetchError.statusCode
  const status = typeof rawStatus === 'number' && rawStatus > 0 ? rawStatus : undefined
  const headers = fetchError.response?.headers ?? fetchError.headers
  if (!(fetchError.response || headers) || status === undefined) {
    const noAnswer = (typeof fetchError.name === 'string' && NO_ANSWER_ERRORS.has(fetchError.name)) || isFailedFetch(fetchError)
    return { transient: noAnswer, rateLimited: false }
  }
  const retryAfterMs = parseRetryAfter(headers?.get?.('retry-after'))
  return {
    transient: TRANSIENT_STATUSES.has(status),
    rateLimited: status === 429,
    status,
    ...(retryAfterMs !== undefined && { retryAfterMs })
  }
}
