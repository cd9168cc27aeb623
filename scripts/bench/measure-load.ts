/**
 * Issue 37's load section: routes of `next start` under 20 connections (autocannon), and the disk a
 * thousand distinct search keywords leave behind.
 */
import autocannon, { type RawRequest } from 'autocannon'
import { folderBytes } from './run-build'

export interface LoadRoute {
  /** What the row is called: `home`, `a post`, `/api/search`. */
  name: string
  path: string
  method?: 'GET' | 'POST'
  /** A body per request (the search API is asked a handful of queries, as visitors do). */
  body?: (index: number) => string
  /** Each request from a client of its own (X-Forwarded-For, believed from a local proxy): visitors, not one client over its rate limit. */
  manyClients?: boolean
  /** The p99 latency the row is held to, in ms. */
  p99BudgetMs: number
}

export interface LoadResult {
  route: LoadRoute
  requests: number
  perSecond: number
  p50Ms: number
  p99Ms: number
  /** Connection errors, time-outs and answers other than 2xx. */
  errors: number
  statuses: string
}

/** Load each route in turn for `seconds` with `connections` connections. */
export async function measureLoad(origin: string, routes: readonly LoadRoute[], options: { connections: number; seconds: number }): Promise<LoadResult[]> {
  const results: LoadResult[] = []
  for (const route of routes) {
    let index = 0
    const setupRequest = (request: RawRequest): RawRequest => {
      index += 1
      const headers = { ...request.headers, ...(route.body && { 'content-type': 'application/json' }), ...(route.manyClients && { 'x-forwarded-for': `198.18.${(index >> 8) & 255}.${index & 255}` }) }
      return { ...request, headers, ...(route.body && { body: route.body(index) }) }
    }
    const result = await autocannon({
      url: `${origin}${route.path}`,
      connections: options.connections,
      duration: options.seconds,
      timeout: 10,
      requests: [{ method: route.method ?? 'GET', path: route.path, setupRequest }]
    })
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .map(([code, stat]) => `${code}×${stat.count}`)
      .join(' ')
    results.push({
      route,
      requests: result.requests.total,
      perSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      statuses
    })
  }
  return results
}

/**
 * Finding 1: the bytes the build folder grows by while `count` distinct `/search/{keyword}` pages are
 * visited (10 at a time), and how many answered 200. An ISR page per keyword kept about 47 kB each.
 */
export async function searchPagesDisk(origin: string, buildDir: string, count: number): Promise<{ bytes: number; ok: number }> {
  const before = folderBytes(buildDir)
  let ok = 0
  let next = 0
  const worker = async () => {
    while (next < count) {
      const index = next++
      const response = await fetch(`${origin}/search/${encodeURIComponent(`bench keyword ${index} ${Math.random().toString(36).slice(2, 8)}`)}`)
      await response.arrayBuffer()
      if (response.status === 200) ok += 1
    }
  }
  await Promise.all(Array.from({ length: 10 }, worker))
  // ISR writes its pages after answering: give the last ones time to land.
  await new Promise((resolve) => setTimeout(resolve, 2000))
  return { bytes: Math.max(0, folderBytes(buildDir) - before), ok }
}
