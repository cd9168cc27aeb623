/** @jest-environment jsdom */
import { darkModeScript, initialDarkMode, isDarkHour } from '@/components/site/dark-mode'

describe('isDarkHour', () => {
  it('wraps past midnight for the default window [18, 6]', () => {
    expect([17, 18, 23, 0, 5, 6, 12].map((h) => isDarkHour(h, [18, 6]))).toEqual([false, true, true, true, true, false, false])
  })
  it('handles a window inside one day', () => {
    expect([8, 9, 16, 17].map((h) => isDarkHour(h, [9, 17]))).toEqual([false, true, true, false])
  })
})

describe('initialDarkMode (docs/behaviour.md §4)', () => {
  const base = { queryMode: null, stored: null, appearance: 'light', darkHours: [18, 6], prefersDark: false, hour: 12 }
  it('lets the mode query win over everything', () => {
    expect(initialDarkMode({ ...base, queryMode: 'dark', stored: 'false' })).toBe(true)
    expect(initialDarkMode({ ...base, queryMode: 'light', appearance: 'dark' })).toBe(false)
  })
  it('uses the stored choice before the appearance setting', () => {
    expect(initialDarkMode({ ...base, stored: 'true' })).toBe(true)
    expect(initialDarkMode({ ...base, stored: 'false', appearance: 'dark' })).toBe(false)
  })
  it('follows the appearance setting', () => {
    expect(initialDarkMode({ ...base, appearance: 'dark' })).toBe(true)
    expect(initialDarkMode({ ...base, appearance: 'light', hour: 22 })).toBe(false)
    expect(initialDarkMode({ ...base, appearance: 'auto', prefersDark: true })).toBe(true)
    expect(initialDarkMode({ ...base, appearance: 'auto', hour: 22 })).toBe(true)
    expect(initialDarkMode({ ...base, appearance: 'auto', hour: 12 })).toBe(false)
  })
})

describe('darkModeScript', () => {
  function runScript(opts: { search: string; stored: string | null; appearance: string; prefersDark: boolean; hour: number }) {
    document.documentElement.className = ''
    window.history.replaceState(null, '', `/${opts.search}`)
    window.localStorage.clear()
    if (opts.stored !== null) window.localStorage.setItem('darkMode', opts.stored)
    window.matchMedia = ((query: string) => ({ matches: opts.prefersDark && query.includes('dark') })) as never
    jest.useFakeTimers().setSystemTime(new Date(2026, 0, 1, opts.hour))
    new Function(darkModeScript(opts.appearance, [18, 6]))()
    jest.useRealTimers()
    return document.documentElement.classList.contains('dark')
  }

  it('decides exactly as initialDarkMode in every case', () => {
    for (const mode of [null, 'dark', 'light'])
      for (const stored of [null, 'true', 'false'])
        for (const appearance of ['light', 'dark', 'auto'])
          for (const prefersDark of [false, true])
            for (const hour of [3, 12, 20]) {
              const expected = initialDarkMode({ queryMode: mode, stored, appearance, darkHours: [18, 6], prefersDark, hour })
              const actual = runScript({ search: mode ? `?mode=${mode}` : '', stored, appearance, prefersDark, hour })
              expect({ mode, stored, appearance, prefersDark, hour, dark: actual }).toEqual({ mode, stored, appearance, prefersDark, hour, dark: expected })
            }
  })

  it('always leaves exactly one of dark / light on <html>', () => {
    runScript({ search: '', stored: null, appearance: 'light', prefersDark: false, hour: 12 })
    expect(document.documentElement.className).toBe('light')
  })
})
