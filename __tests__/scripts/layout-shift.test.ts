import { cumulativeLayoutShift, layoutShiftSince } from '@/scripts/layout-shift'

const shift = (value: number, startTime: number, hadRecentInput = false) => ({ value, startTime, hadRecentInput, sources: [] })

describe('cumulativeLayoutShift', () => {
  it('is 0 for a page that never moved', () => {
    expect(cumulativeLayoutShift([])).toBe(0)
  })

  it('sums shifts less than 1 s apart into one window', () => {
    expect(cumulativeLayoutShift([shift(0.05, 100), shift(0.04, 900), shift(0.03, 1800)])).toBeCloseTo(0.12)
  })

  it('starts a new window after a 1 s gap and scores the largest window, not the sum', () => {
    expect(cumulativeLayoutShift([shift(0.06, 100), shift(0.06, 2000), shift(0.02, 2500)])).toBeCloseTo(0.08)
  })

  it('closes a window 5 s after its first shift, however close the shifts', () => {
    const steady = Array.from({ length: 12 }, (_, index) => shift(0.01, index * 900))
    // 0 to 4.5 s is one window (6 shifts); 5.4 s opens the next.
    expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.06)
  })

  it('leaves out shifts that follow input, in any order given', () => {
    expect(cumulativeLayoutShift([shift(0.02, 500), shift(0.5, 100, true), shift(0.03, 50)])).toBeCloseTo(0.05)
  })
})

describe('layoutShiftSince', () => {
  it('counts only the shifts from the moment the theme was drawn', () => {
    const result = layoutShiftSince({ drawnAt: 1000, shifts: [shift(0.4, 900), shift(0.03, 1200), shift(0.02, 1300)] })
    expect(result.cls).toBeCloseTo(0.05)
    expect(result.sum).toBeCloseTo(0.05)
    expect(result.largest?.value).toBe(0.03)
  })

  it('counts nothing when the theme was never drawn (the page failed before it)', () => {
    expect(layoutShiftSince({ drawnAt: null, shifts: [shift(0.4, 900)] }).cls).toBe(0)
  })
})
