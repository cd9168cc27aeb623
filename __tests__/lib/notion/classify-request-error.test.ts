import { FetchError } from 'ofetch'
import { classifyRequestError, MAX_RETRY_AFTER_MS, parseRetryAfter } from '@/lib/notion/classify-request-error'
import { APIResponseError, type APIErrorCode, RequestTimeoutError } from '@notionhq/client'

function answered(status: number, headers: Record<string, string> = {}) {
  const error = new FetchError(`staged ${status}`)
  Object.defineProperty(error, 'response', { value: new Response(null, { status, headers }) })
  Object.defineProperty(error, 'status', { value: status })
  return error
}

test('429 is a rate limit, with its Retry-After', () => {
  expect(classifyRequestError(answered(429, { 'retry-after': '2' }))).toEqual({ transient: true, rateLimited: true, status: 429, retryAfterMs: 2000 })
})

test.each([408, 500, 502, 503, 504])('%i is transient', (status) => {
  expect(classifyRequestError(answered(status))).toMatchObject({ transient: true, rateLimited: false, status })
})

test.each([400, 401, 403, 404])('%i is final', (status) => {
  expect(classifyRequestError(answered(status)).transient).toBe(false)
})

test('no answer (dropped connection, timeout) is transient', () => {
  expect(classifyRequestError(new FetchError('[POST] "x": <no response> fetch failed'))).toEqual({ transient: true, rateLimited: false })
  const timeout = new Error('The operation was aborted due to timeout')
  timeout.name = 'TimeoutError'
  expect(classifyRequestError(timeout).transient).toBe(true)
})

test('a plain error is a bug, never retried', () => {
  expect(classifyRequestError(new TypeError('x is not a function')).transient).toBe(false)
  expect(classifyRequestError(undefined).transient).toBe(false)
})

test('Retry-After: seconds, fractions, dates, garbage, and a cap', () => {
  expect(parseRetryAfter('1.5')).toBe(1500)
  expect(parseRetryAfter(new Date(10_000).toUTCString(), 4000)).toBe(6000)
  expect(parseRetryAfter('soon')).toBeUndefined()
  expect(parseRetryAfter(null)).toBeUndefined()
  expect(parseRetryAfter('-3')).toBe(0)
  expect(parseRetryAfter('86400')).toBe(MAX_RETRY_AFTER_MS)
})

describe("@notionhq/client's errors (the official source)", () => {
  const official = (status: number, code: string, headers: Record<string, string> = {}) =>
    new APIResponseError({ code: code as APIErrorCode, status, message: `staged ${status}`, headers: new Headers(headers), rawBodyText: '{}', additional_data: undefined, request_id: undefined })

  test('429 rate_limited with Retry-After is a rate limit; 500 and 503 are transient', () => {
    expect(classifyRequestError(official(429, 'rate_limited', { 'retry-after': '3' }))).toEqual({ transient: true, rateLimited: true, status: 429, retryAfterMs: 3000 })
    expect(classifyRequestError(official(503, 'service_unavailable'))).toMatchObject({ transient: true, rateLimited: false })
    expect(classifyRequestError(official(500, 'internal_server_error')).transient).toBe(true)
  })

  test('404 object_not_found and 401 unauthorized are final', () => {
    expect(classifyRequestError(official(404, 'object_not_found')).transient).toBe(false)
    expect(classifyRequestError(official(401, 'unauthorized')).transient).toBe(false)
  })

  test("the client's timeout and a connection that fails before any answer are transient", () => {
    expect(classifyRequestError(new RequestTimeoutError()).transient).toBe(true)
    expect(classifyRequestError(new TypeError('fetch failed')).transient).toBe(true)
  })
})
