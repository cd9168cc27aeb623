import { cardFonts } from '@/lib/seo/card-fonts'

const names = (text: string) => cardFonts(text).fonts.map((font) => font.name)

describe('cardFonts', () => {
  it('loads one small file for a Latin title', () => {
    const set = cardFonts('Static pages, fresh content — 100% “quoted”')
    expect(set.fonts.map((font) => font.name)).toEqual(['card-noto-sans-latin'])
    expect(set.fonts[0]?.data.byteLength).toBeLessThan(30_000)
    expect(set).toMatchObject({ family: 'card-noto-sans-latin', missing: [] })
  })

  it('adds the slices each language needs: Turkish and French letters, kana, simplified and traditional Han', () => {
    expect(names('Türkçe başlık: İstanbul')).toEqual(['card-noto-sans-latin', 'card-noto-sans-latin-ext'])
    expect(names('Œuvre déjà vue')).toEqual(expect.arrayContaining(['card-noto-sans-latin']))
    for (const text of ['静かな一週間のメモ', '简体中文标题', '繁體中文標題：臺灣']) {
      const set = cardFonts(text)
      expect(set.missing).toEqual([])
      // Numbered slices only: the package's 1.6 MB chinese-simplified file repeats them.
      expect(set.fonts.every((font) => /^card-noto-sans-sc-\d+$/.test(font.name))).toBe(true)
    }
  })

  it('names what no slice draws, each character once, so the card leaves it out instead of fetching a font', () => {
    expect(cardFonts('Party 🎉🎉 time ☑').missing).toEqual(['🎉', '☑'])
  })

  it('gives the same font list object for the same slices, so satori parses them once', () => {
    expect(cardFonts('abc').fonts).toBe(cardFonts('xyz').fonts)
    expect(cardFonts('').fonts.length).toBe(1)
  })
})
