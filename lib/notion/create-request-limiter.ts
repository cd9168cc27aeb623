import { classifyRequestError, type RequestErrorClass } from './classify-request-error'

export interface RequestLimiterOptions {
  /** Requests in flight at once. */
  concurrency?: number
  /** Requests started per second at most; 0 or unset for no cap until the server pushes back. */
  ratePerSecond?: number
  /** Attempts of one request that fails with a 5xx, a timeout or a dropped connection. */
  maxAttempts?: number
  /** 429s one request may meet before it gives up: rate limits are expected, so this is generous. */
  maxRateLimitedAttempts?: number
  /** First backoff; each retry doubles it (full jitter), up to `maxDelayMs`. */
  baseDelayMs?: number
  maxDelayMs?: number
  /** How a failed attempt is read; the default understands ofetch's errors. */
  classify?: (error: unknown) => RequestErrorClass
  random?: () => number
  log?: (message: string) => void
}

export interface LimiterStats {
  requests: number
  retries: number
  rateLimited: number
  /** The rate the limiter settled on after the server's 429s; Infinity while it has not pushed back. */
  currentRatePerSecond: number
  /** The lowest rate a burst of 429s cut it to (what it learned the server allows); Infinity while it never cut. */
  lowestRatePerSecond: number
}

export interface RequestLimiter {
  /** Runs `task` when a slot is free, retrying transient failures; `label` names it in the final error. */
  run<T>(label: string, task: () => Promise<T>): Promise<T>
  stats(): LimiterStats
}

/**
 * Defaults chosen for Notion's private API. Ten in flight fetch a 1,000-post workspace in about ten
 * seconds at 100 ms a request; the server's 429s, not this number, are what keeps the pace polite.
 */
export const DEFAULT_CONCURRENCY = 10
export const DEFAULT_MAX_ATTEMPTS = 6
export const DEFAULT_MAX_RATE_LIMITED_ATTEMPTS = 30
export const DEFAULT_BASE_DELAY_MS = 500
export const DEFAULT_MAX_DELAY_MS = 30_000

/** After a 429 the rate is cut to this share of what the server was just accepting. */
const RATE_CUT = 0.9
/**
 * Each success raises the rate by this much (requests a second) for every whole second since the
 * last cut: a slow probe just after a cut, a fast one once the limit has stopped answering back.
 */
const RATE_STEP = 0.05
/** The rate never drops below this, however hard the server pushes back. */
const MIN_RATE = 0.5
/** Successes needed in the window before a 429 is read as the server's rate. */
const MIN_SAMPLES = 3
/** Successes are counted over this window to learn the rate the server accepts. */
const WINDOW_MS = 1000
/**
 * A cut that did not stop the 429s (one came back within a window, at the lowered rate) was not
 * about the rate: it is undone, and no cut is made for this long. 429s still pause every request.
 */
const HOLD_MS = 10_000

interface Job {
  label: string
  task: () => Promise<unknown>
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
  attempts: number
  rateLimitedAttempts: number
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * One gate for every request to Notion: at most `concurrency` in flight, at most `ratePerSecond`
 * started, and failed attempts retried with exponential backoff. A 429 pauses every request until
 * its Retry-After has passed; a burst of them lowers the rate to what the server was accepting,
 * after which the rate creeps back up, faster the longer the server stays quiet. A cut that does not
 * stop the 429s is undone, since those were not about the rate. This keeps a rate-limited build near
 * the limit's own floor without hammering it, and random 429s from starving it.
 */
export function createRequestLimiter(options: RequestLimiterOptions = {}): RequestLimiter {
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`request concurrency must be a whole number >= 1, got ${concurrency}`)
  const maxRate = options.ratePerSecond && options.ratePerSecond > 0 ? options.ratePerSecond : Number.POSITIVE_INFINITY
  const maxAttempts = Math.max(1, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS)
  const maxRateLimited = Math.max(1, options.maxRateLimitedAttempts ?? DEFAULT_MAX_RATE_LIMITED_ATTEMPTS)
  const baseDelayMs = options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS
  const maxDelayMs = options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS
  const classify = options.classify ?? classifyRequestError
  const random = options.random ?? Math.random
  const log = options.log ?? (() => {})

  const queue: Job[] = []
  let active = 0
  let rate = maxRate
  let lowestRate = Number.POSITIVE_INFINITY
  let nextStartAt = 0
  let pausedUntil = Number.NEGATIVE_INFINITY
  let lastCutAt = Number.NEGATIVE_INFINITY
  /** The rate before the last cut, and when the lowered rate began to be tried (its pause's end). */
  let rateBeforeCut = maxRate
  let trialFrom = Number.POSITIVE_INFINITY
  let cutsHeldUntil = Number.NEGATIVE_INFINITY
  let timer: ReturnType<typeof setTimeout> | null = null
  const recentSuccesses: number[] = []
  const stats = { requests: 0, retries: 0, rateLimited: 0 }

  let timerAt = Number.POSITIVE_INFINITY
  const wake = (at: number) => {
    if (timer && timerAt <= at) return
    if (timer) clearTimeout(timer)
    timerAt = at
    timer = setTimeout(() => {
      timer = null
      timerAt = Number.POSITIVE_INFINITY
      pump()
    }, Math.max(0, at - Date.now()))
  }

  /**
   * Remembers when an accepted request was sent. The server counts requests as they arrive, so the
   * send times say what it accepted; the answers' arrival times would not: on a busy machine they
   * come in bursts, and counting those read a burst as a higher rate than the server allows.
   */
  const noteSuccess = (startedAt: number, now: number) => {
    recentSuccesses.push(startedAt)
    if ((recentSuccesses[0] ?? now) < now - WINDOW_MS) {
      const kept = recentSuccesses.filter((at) => at >= now - WINDOW_MS)
      recentSuccesses.splice(0, recentSuccesses.length, ...kept)
    }
    const sinceCut = now - lastCutAt
    if (rate < maxRate && sinceCut > WINDOW_MS) rate = Math.min(maxRate, rate + RATE_STEP * Math.floor(sinceCut / WINDOW_MS))
  }

  const noteRateLimit = (now: number, retryAfterMs: number, startedAt: number) => {
    stats.rateLimited += 1
    pausedUntil = Math.max(pausedUntil, now + retryAfterMs)
    if (startedAt >= trialFrom && startedAt < trialFrom + WINDOW_MS) {
      // Sent at the lowered rate and still refused: the 429s are not about the rate (random
      // refusals, a busy shard). Cutting again would only starve the build, each cut lowering the next count.
      trialFrom = Number.POSITIVE_INFINITY
      rate = Math.max(rate, rateBeforeCut)
      cutsHeldUntil = now + HOLD_MS
      // Climb from here slowly again: near a real limit the restored rate is just above it.
      lastCutAt = now
      log(`rate limited at a lowered rate: waiting ${Math.round(retryAfterMs)} ms, keeping the rate`)
      return
    }
    // One cut per window: a burst of 429s from the same moment is one signal, not ten.
    if (now - lastCutAt < WINDOW_MS) return
    const accepted = recentSuccesses.filter((at) => at >= now - WINDOW_MS).length
    // Too few accepted lately to say what the server allows (a lone 429): the pause alone answers it.
    if (now < cutsHeldUntil || accepted < MIN_SAMPLES) {
      log(`rate limited: waiting ${Math.round(retryAfterMs)} ms`)
      return
    }
    lastCutAt = now
    rateBeforeCut = rate
    trialFrom = pausedUntil
    rate = Math.max(MIN_RATE, Math.min(rate, accepted) * RATE_CUT)
    lowestRate = Math.min(lowestRate, rate)
    log(`rate limited: waiting ${Math.round(retryAfterMs)} ms, then ${rate.toFixed(1)} requests a second`)
  }

  const backoff = (attempt: number) => Math.round(random() * Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1)))

  const attempt = (job: Job) => {
    active += 1
    stats.requests += 1
    const startedAt = Date.now()
    Promise.resolve().then(job.task).then(
      (value) => {
        active -= 1
        noteSuccess(startedAt, Date.now())
        job.resolve(value)
        pump()
      },
      (error: unknown) => {
        active -= 1
        const now = Date.now()
        const kind = classify(error)
        if (kind.rateLimited) job.rateLimitedAttempts += 1
        else job.attempts += 1
        const exhausted = kind.rateLimited ? job.rateLimitedAttempts >= maxRateLimited : job.attempts >= maxAttempts
        if (!kind.transient || exhausted) {
          const tries = job.attempts + job.rateLimitedAttempts
          const why = kind.transient ? `gave up after ${tries} attempts` : 'failed'
          job.reject(new Error(`${job.label} ${why}: ${message(error)}`, { cause: error }))
          pump()
          return
        }
        stats.retries += 1
        const delay = kind.retryAfterMs ?? backoff(kind.rateLimited ? job.rateLimitedAttempts : job.attempts)
        if (kind.rateLimited) noteRateLimit(now, delay, startedAt)
        setTimeout(() => {
          // A retry goes first: it has waited its turn already.
          queue.unshift(job)
          pump()
        }, delay)
        pump()
      }
    )
  }

  function pump(): void {
    while (active < concurrency && queue.length > 0) {
      const now = Date.now()
      const startAt = Math.max(pausedUntil, Number.isFinite(rate) ? nextStartAt : 0)
      if (startAt > now) {
        wake(startAt)
        return
      }
      nextStartAt = Math.max(now, nextStartAt) + (Number.isFinite(rate) ? 1000 / rate : 0)
      attempt(queue.shift() as Job)
    }
  }

  return {
    run<T>(label: string, task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ label, task, resolve: resolve as (value: unknown) => void, reject, attempts: 0, rateLimitedAttempts: 0 })
        pump()
      })
    },
    stats: () => ({ ...stats, currentRatePerSecond: rate, lowestRatePerSecond: lowestRate })
  }
}
