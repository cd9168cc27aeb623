/** docs/behaviour.md §5: dates read as US-English short month, day, year, in UTC so every visitor sees the same day. */
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** "Aug 2, 2026" from epoch milliseconds or an ISO string; empty for a value that is not a date. */
export function formatDate(value: number | string | Date): string {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date)
}
