import type { CardColors } from '@/lib/seo/card-palettes'
import { THEME_MANIFESTS, THEME_NAMES } from '@/themes/manifests'
import { contrast } from '../../fixtures/contrast'

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
