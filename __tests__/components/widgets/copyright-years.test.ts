import { copyrightYears } from '@/components/widgets/copyright-years'

describe('copyrightYears', () => {
  it('spans SINCE to the current year', () => {
    expect(copyrightYears(2020, 2026)).toBe('2020-2026')
  })
  it('shows one year when SINCE is the current year', () => {
    expect(copyrightYears(2026, 2026)).toBe('2026')
  })
  it('shows the current year for a SINCE in the future', () => {
    expect(copyrightYears(2030, 2026)).toBe('2026')
  })
  it('reads a SINCE given as a string', () => {
    expect(copyrightYears('2023', 2026)).toBe('2023-2026')
  })
  it('falls back to the current year for a SINCE that is not a year', () => {
    expect(copyrightYears('soon', 2026)).toBe('2026')
    expect(copyrightYears(0, 2026)).toBe('2026')
  })
})
