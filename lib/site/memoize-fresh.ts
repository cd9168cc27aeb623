export interface FreshOptions {
  /** How long a loaded value is served before the next call loads again; Infinity for once per process. */
  ttlMs: number
  /** What is being loaded, for the log line when a reload fails. */
  label: string
  now?: () => number
  log?: (message: string) => void
}

/**
 * `load` memoized for `ttlMs`, with concurrent callers sharing one load. A failed reload never
 * replaces good data: it is logged and the last good value is served for another `ttlMs`. Only a
 * failure with nothing loaded yet reaches the caller.
 */
export function memoizeFresh<T>(load: () => Promise<T>, options: FreshOptions): () => Promise<T> {
  const now = options.now ?? Date.now
  const log = options.log ?? ((message: string) => console.error(`[quire] ${message}`))
  let last: { value: T; at: number } | null = null
  let pending: Promise<T> | null = null
  return () => {
    if (last && now() - last.at < options.ttlMs) return Promise.resolve(last.value)
    if (pending) return pending
    pending = load()
      .then(
        (value) => {
          last = { value, at: now() }
          return value
        },
        (error: unknown) => {
          if (!last) throw error
          log(`reloading ${options.label} failed, serving the data loaded ${Math.round((now() - last.at) / 1000)} s ago: ${error instanceof Error ? error.message : String(error)}`)
          last = { value: last.value, at: now() }
          return last.value
        }
      )
      .finally(() => {
        pending = null
      })
    return pending
  }
}
