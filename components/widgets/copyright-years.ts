/**
 * The footer's copyright range, `2020-2026`, from the SINCE setting to the current year. One year
 * when SINCE is this year, later, or not a year at all: a bad setting never prints a negative range.
 */
export function copyrightYears(since: number | string, currentYear: number): string {
  const start = typeof since === 'number' ? since : Number.parseInt(since, 10)
  if (!Number.isInteger(start) || start <= 0 || start >= currentYear) return String(currentYear)
  return `${start}-${currentYear}`
}
