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
   * A process's first load pays for its warm-up (modules compiled, connections opened, a container's
   * first image checks: 4 s for the demo's 40 rows, whose later loads take 50 ms), so it never
   * stretches the wait: a stale value is still served while the next load runs, but that load
   * starts after `ttlMs`, and it measures what a load costs.
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
  let last: { value: T; at: number; tookMs: number; first: boolean } | null = null
  let pending: Promise<T> | null = null
  const isSlow = (took: number) => options.slow !== undefined && took >= options.slow.thresholdMs
  const ttlAfter = ({ tookMs, first }: { tookMs: number; first: boolean }) =>
    !first && isSlow(tookMs) && options.slow ? Math.max(options.ttlMs, tookMs * options.slow.costFactor) : options.ttlMs
  const reload = (): Promise<T> => {
    const started = now()
    pending = load()
      .then(
        (value) => {
          last = { value, at: now(), tookMs: now() - started, first: last === null }
          return value
        },
        (error: unknown) => {
          if (!last) throw error
          log(`reloading ${options.label} failed, serving the data loaded ${Math.round((now() - last.at) / 1000)} s ago: ${error instanceof Error ? error.message : String(error)}`)
          last = { ...last, at: now() }
          return last.value
        }
      )
      .finally(() => {
        pending = null
      })
    return pending
  }
  return () => {
    if (last && now() - last.at < ttlAfter(last)) return Promise.resolve(last.value)
    if (last && isSlow(last.tookMs)) {
      // Stale but slow to replace: this caller gets the value at hand, the reload runs meanwhile.
      if (!pending) void reload()
      return Promise.resolve(last.value)
    }
    return pending ?? reload()
  }
}
