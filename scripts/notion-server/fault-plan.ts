/**
 * What can go wrong with a request, as the test server stages it: an error status (429 carries
 * Retry-After), or a connection closed without an answer.
 */
export type FaultKind = 429 | 500 | 502 | 503 | 504 | 'drop'

export interface FaultRule {
  kind: FaultKind
  /** Only requests to this endpoint (`loadPageChunk`, `queryCollection`, ...); all when unset. */
  endpoint?: string
  /** The first `first` matching requests fail... */
  first?: number
  /** ...or each matching request fails with this probability (0..1), from a seeded generator. */
  rate?: number
  /** Seconds sent in Retry-After with a 429 (may be fractional). Default 1. */
  retryAfterSeconds?: number
}

export interface Faults {
  /** Added before every answer, as Notion's own latency. */
  latencyMs?: number
  /** At most this many requests a second are answered; the rest get 429 with Retry-After until the next second. */
  rateLimitPerSecond?: number
  rules?: FaultRule[]
  /** Seed of the generator behind `rate` rules, so a run can be repeated. */
  seed?: number
}

export type Decision = { kind: 'answer' } | { kind: 'status'; status: number; retryAfterSeconds?: number } | { kind: 'drop' }

/** A small, fast, seedable generator (mulberry32): fault runs repeat exactly for one seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Decides, request by request, whether the server answers or fails, following `faults`. */
export function createFaultPlan(faults: Faults, now: () => number = Date.now): (endpoint: string) => Decision {
  const random = seededRandom(faults.seed ?? 1)
  const seen = new Map<number, number>()
  let windowStart = 0
  let windowCount = 0
  return (endpoint) => {
    for (const [index, rule] of (faults.rules ?? []).entries()) {
      if (rule.endpoint && rule.endpoint !== endpoint) continue
      const count = (seen.get(index) ?? 0) + 1
      seen.set(index, count)
      const fires = rule.first !== undefined ? count <= rule.first : rule.rate !== undefined ? random() < rule.rate : true
      if (!fires) continue
      if (rule.kind === 'drop') return { kind: 'drop' }
      return rule.kind === 429 ? { kind: 'status', status: 429, retryAfterSeconds: rule.retryAfterSeconds ?? 1 } : { kind: 'status', status: rule.kind }
    }
    const perSecond = faults.rateLimitPerSecond
    if (perSecond && perSecond > 0) {
      const at = now()
      if (at - windowStart >= 1000) {
        windowStart = at
        windowCount = 0
      }
      windowCount += 1
      if (windowCount > perSecond) {
        const retryAfterSeconds = Math.max(0.01, (windowStart + 1000 - at) / 1000)
        return { kind: 'status', status: 429, retryAfterSeconds: Math.round(retryAfterSeconds * 1000) / 1000 }
      }
    }
    return { kind: 'answer' }
  }
}
