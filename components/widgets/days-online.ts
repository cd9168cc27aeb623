/**
 * Whole days the site has been online: from 1 January of the SINCE year to `now`. 0 for a SINCE in
 * the future or that is not a year, so a stats card never shows a negative age.
 */
export function daysOnline(since: number | string, now: Date): number {
  const year = typeof since === 'number' ? since : Number.parseInt(since, 10)
  if (!Number.isInteger(year) || year <= 0) return 0
  const days = Math.floor((now.getTime() - Date.UTC(year, 0, 1)) / 86_400_000)
  return Math.max(0, days)
}
