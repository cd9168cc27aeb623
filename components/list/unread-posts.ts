/**
 * "New since your last visit" marks: when a reader last opened each post, kept in the browser, and
 * which of the latest posts were edited after that (or never opened). Pure; the hook stores it.
 */

/** Post href → when this reader last opened it, ms since the epoch. */
export type ReadTimes = Record<string, number>

/** The stored read times, or none when the text is missing or not what was stored. */
export function parseReadTimes(text: string | null): ReadTimes {
  if (!text) return {}
  try {
    const value: unknown = JSON.parse(text)
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1])))
  } catch {
    return {}
  }
}

/** The read times with `href` opened at `now`, keeping at most `limit` of the most recent. */
export function markRead(times: ReadTimes, href: string, now: number, limit = 200): ReadTimes {
  const next = Object.entries({ ...times, [href]: now }).sort((a, b) => b[1] - a[1])
  return Object.fromEntries(next.slice(0, limit))
}

/** Whether `post`, one of the latest (`latestHrefs`), was edited after the reader last opened it. */
export function isUnread(post: { href: string; lastEditedDate: number }, latestHrefs: ReadonlySet<string>, times: ReadTimes): boolean {
  if (!latestHrefs.has(post.href)) return false
  const read = times[post.href]
  return read === undefined || read < post.lastEditedDate
}
