export interface FreshOptions {
  /** How long a loaded value is served before the next call loads again; Infinity for once per process. */
  ttlMs: number
  /** What is being loaded, for the log line when a reload fails. */
  label: string
  now?: () => number
  log?: (message: string) => void
  /**
   * For a load whose cost grows with the site (the whole database): when the last load took at
   * least this long, a stale value is served at once while the next load runs, and that next load
   * waits at least `costFactor` times as long as the last one took, so reloading takes no more than
   * 1/costFactor of the process's time. Unset: every load is waited for, every `ttlMs`.
   */
  slow?: { thresholdMs: number; costFactor: number }
}

/**
 * `load` memoized for `ttlMs`, with concurrent callers sharing one load. A failed reload never
 * replaces good data: it is logged and the last good value is served for another `ttlMs`. Only a
 * failure with nothing loaded yet reaches the caller. With `slow`, a load that took long is
 * refreshed behind the callers' backs and less often (see FreshOptions.slow).
 */
export function memoizeFresh<T>(load: () => Promise<T>, options: FreshOptions): () => Promise<T> {
  const now = options.now ?? Date.now
  const log = options.log ?? ((message: string) => console.error(`[quire] ${message}`))
  let last: { value: T; at: number; tookMs: number } | null = null
  let pending: Promise<T> | null = null
  const isSlow = (took: number) => options.slow !== undefined && took >= options.slow.thresholdMs
  const ttlAfter = (took: number) => (isSlow(took) && options.slow ? Math.max(options.ttlMs, took * options.slow.costFactor) : options.ttlMs)
  const reload = (): Promise<T> => {
    const started = now()
    pending = load()
      .then(
        (value) => {
          last = { value, at: now(), tookMs: now() - started }
          return value
        },
        (error: unknown) => {
          if (!last) throw error
          log(`reloading ${options.label} failed, serving the data loaded ${Math.round((now() - last.at) / 1000)} s ago: ${error instanceof Error ? error.message : String(error)}`)
          last = { value: last.value, at: now(), tookMs: last.tookMs }
          return last.value
        }
      )
      .finally(() => {
        pending = null
      })
    return pending
  }
  return () => {
    if (last && now() - last.at < ttlAfter(last.tookMs)) return Promise.resolve(last.value)
    if (last && isSlow(last.tookMs)) {
      // Stale but slow to replace: this caller gets the value at hand, the reload runs meanwhile.
      if (!pending) void reload()
      return Promise.resolve(last.value)
    }
    return pending ?? reload()
  }
}
