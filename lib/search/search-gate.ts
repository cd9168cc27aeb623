/** Searches sent to the source at once at most: the rest of the request limiter's slots stay for pages. */
export const SEARCH_CONCURRENCY = 2
/** Searches that may wait for one of those slots; any more are dropped at once. */
export const SEARCH_QUEUE = 4
/** A search that waited this long for a slot is dropped: the visitor has typed on by then. */
export const SEARCH_MAX_WAIT_MS = 3000

/** A search the gate refused: the route answers 503 with Retry-After. */
export class SearchDropped extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('search is busy')
  }
}

export interface SearchGateOptions {
  concurrency?: number
  queue?: number
  maxWaitMs?: number
}

/**
 * Issue 37: the share of the source's request limiter that visitors' searches may take. At most
 * `concurrency` searches are with the source at once (page regeneration keeps the other slots of
 * the limiter's ten), at most `queue` wait behind them, and a search is the first thing dropped:
 * when the queue is full, or when it has waited `maxWaitMs`. Pages are never dropped.
 */
export function createSearchGate(options: SearchGateOptions = {}) {
  const concurrency = options.concurrency ?? SEARCH_CONCURRENCY
  const queueSize = options.queue ?? SEARCH_QUEUE
  const maxWaitMs = options.maxWaitMs ?? SEARCH_MAX_WAIT_MS
  let active = 0
  const waiting: Array<{ start: () => void; timer: ReturnType<typeof setTimeout> }> = []
  const retryAfter = Math.max(1, Math.ceil(maxWaitMs / 1000))

  const next = () => {
    const job = waiting.shift()
    if (!job) return
    clearTimeout(job.timer)
    job.start()
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= concurrency) {
        if (waiting.length >= queueSize) throw new SearchDropped(retryAfter)
        await new Promise<void>((resolve, reject) => {
          const entry = {
            start: resolve,
            timer: setTimeout(() => {
              waiting.splice(waiting.indexOf(entry), 1)
              reject(new SearchDropped(retryAfter))
            }, maxWaitMs)
          }
          waiting.push(entry)
        })
      }
      active += 1
      try {
        return await task()
      } finally {
        active -= 1
        next()
      }
    },
    stats: () => ({ active, waiting: waiting.length })
  }
}
