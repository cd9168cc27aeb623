import { daysOnline } from '@/components/widgets/days-online'

describe('daysOnline', () => {
  it('counts whole days from 1 January of the SINCE year', () => {
    expect(daysOnline(2026, new Date(Date.UTC(2026, 0, 1, 12)))).toBe(0)
    expect(daysOnline('2025', new Date(Date.UTC(2026, 0, 1)))).toBe(365)
  })
  it('is 0 for a year to come or a setting that is not a year', () => {
    expect(daysOnline(2030, new Date(Date.UTC(2026, 5, 1)))).toBe(0)
    expect(daysOnline('soon', new Date())).toBe(0)
  })
})
