import { formatDate } from '@/lib/site/format-date'

test('US English short month, day, year', () => {
  expect(formatDate(Date.UTC(2026, 7, 2))).toBe('Aug 2, 2026')
  expect(formatDate('2026-12-25')).toBe('Dec 25, 2026')
  expect(formatDate(new Date(Date.UTC(2001, 0, 31)))).toBe('Jan 31, 2001')
})

test('in UTC, whatever the local time zone', () => {
  // 23:30 UTC is already the next day east of Greenwich and still this day in UTC.
  expect(formatDate('2026-08-02T23:30:00Z')).toBe('Aug 2, 2026')
  expect(formatDate(Date.UTC(2026, 7, 3, 0, 0, 1))).toBe('Aug 3, 2026')
})

test('not a date: empty', () => {
  expect(formatDate('yesterday')).toBe('')
  expect(formatDate(Number.NaN)).toBe('')
})
