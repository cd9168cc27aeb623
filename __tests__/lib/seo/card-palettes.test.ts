import type { CardColors } from '@/lib/seo/card-palettes'
import { THEME_MANIFESTS, THEME_NAMES } from '@/themes/manifests'

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

describe("the themes' card palettes", () => {
  it('has a light and a dark palette for each of the 18 themes', () => {
    expect(THEME_NAMES).toHaveLength(18)
    for (const name of THEME_NAMES) expect(Object.keys(THEME_MANIFESTS[name].cardPalette).sort()).toEqual(['dark', 'light'])
  })

  const cases = THEME_NAMES.flatMap((theme) => (['light', 'dark'] as const).map((mode) => [theme, mode, THEME_MANIFESTS[theme].cardPalette[mode]] as [string, string, CardColors]))

  it.each(cases)('%s %s: hex colours that read at WCAG AA', (_theme, _mode, colors) => {
    for (const value of Object.values(colors)) expect(value).toMatch(/^#[0-9a-f]{6}$/)
    // The title is 40 px and more, the rest 26-30 px bold: large text, yet the title is held to the normal-text ratio.
    expect(contrast(colors.text, colors.background)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(colors.muted, colors.background)).toBeGreaterThanOrEqual(3)
    // The monogram's letter, 30 px bold on the accent.
    expect(contrast(colors.onAccent, colors.accent)).toBeGreaterThanOrEqual(3)
  })
})
