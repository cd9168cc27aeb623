import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { type CodePointRanges, woffCodePoints } from './woff-code-points'

/**
 * The cards' typeface, Noto (OFL), from two @fontsource packages, tried in this order: Noto Sans
 * for Latin (with Turkish and French letters), Greek, Cyrillic and Vietnamese, then Noto Sans SC,
 * whose Google Fonts build has kana, Hangul and the Han characters of simplified and traditional
 * Chinese and of Japanese (it lacks Turkish letters, hence the first). Each package is cut into
 * slices by Unicode range, each a WOFF file satori can read (it cannot read WOFF2); a card loads
 * only the slices its text needs: a Latin title reads one file of 17 kB. Of Noto Sans SC only the
 * ~100 numbered slices are used: its named ones repeat Noto Sans, and its 1.6 MB
 * `chinese-simplified` file repeats the numbered ones but for 20 rare brackets and kana.
 */
export const CARD_FONT_PACKAGES = [
  { name: 'noto-sans', subsets: /^[a-z-]+$/ },
  { name: 'noto-sans-sc', subsets: /^\d+$/ }
] as const

/** One weight keeps what a server ships at 3.3 MB: the title is bold, and so is the rest, smaller and in a muted colour. */
export const CARD_FONT_WEIGHT = 700

/** Slice lists a process keeps: satori parses a font list once per list object, so a list is reused while it is kept. */
const KEPT_LISTS = 16

export interface CardFont {
  name: string
  data: Buffer
  weight: typeof CARD_FONT_WEIGHT
  style: 'normal'
}

export interface CardFontSet {
  fonts: CardFont[]
  /** The CSS font-family naming every slice, so satori finds each glyph in one of them. */
  family: string
  /**
   * Characters no slice has a glyph for (emoji, rare scripts), each once. The card leaves them out:
   * next/og would otherwise fetch a font or an emoji image from the network, which a build or a
   * server may not reach.
   */
  missing: string[]
}

interface Slice {
  /** `noto-sans-latin`, `noto-sans-sc-119`...: the file's name without its weight. */
  id: string
  file: string
  codePoints: CodePointRanges
}

let slices: Slice[] | null = null

/** The slices of one package that it is used for: latin, then latin-ext, then the rest by name, numbered ones in order. */
function packageSlices(root: string, { name, subsets }: (typeof CARD_FONT_PACKAGES)[number]): Slice[] {
  const dir = path.join(root, 'node_modules', '@fontsource', name, 'files')
  const pattern = new RegExp(`^(${name}-(.+))-${CARD_FONT_WEIGHT}-normal\\.woff$`)
  let files: string[]
  try {
    files = readdirSync(dir).filter((file) => subsets.test(pattern.exec(file)?.[2] ?? ''))
  } catch (error) {
    throw new Error(`social cards need the font package @fontsource/${name} (npm install): cannot read ${dir}: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (files.length === 0) throw new Error(`social cards need the font package @fontsource/${name}: ${dir} has no ${CARD_FONT_WEIGHT}-weight WOFF files`)
  const rank = (subset: string) => (/^\d+$/.test(subset) ? [3, Number(subset)] : [subset === 'latin' ? 0 : subset === 'latin-ext' ? 1 : 2, 0])
  return files
    .map((file) => {
      const [, id = file, subset = ''] = pattern.exec(file) ?? []
      return { id, subset, file: path.join(dir, file) }
    })
    .sort((a, b) => {
      const [groupA = 0, orderA = 0] = rank(a.subset)
      const [groupB = 0, orderB = 0] = rank(b.subset)
      return groupA - groupB || orderA - orderB || a.subset.localeCompare(b.subset)
    })
    .map(({ id, file }) => ({ id, file, codePoints: woffCodePoints(readFileSync(file)) }))
}

/**
 * Every slice of the weight, package by package, with the code points its cmap really has glyphs
 * for (woffCodePoints): a package's published ranges name what a slice was cut for, not what it
 * holds. Read once per process: ~110 small cmaps.
 */
function readSlices(root: string): Slice[] {
  slices ??= CARD_FONT_PACKAGES.flatMap((fontPackage) => packageSlices(root, fontPackage))
  return slices
}

function hasGlyph(slice: Slice, codePoint: number): boolean {
  return slice.codePoints.some(([from, to]) => codePoint >= from && codePoint <= to)
}

const files = new Map<string, Buffer>()
const lists = new Map<string, CardFont[]>()

function fontData(slice: Slice): Buffer {
  let data = files.get(slice.id)
  if (!data) {
    data = readFileSync(slice.file)
    files.set(slice.id, data)
  }
  return data
}

/**
 * The font slices that draw `text`, read from the package under `root` (the project folder), and
 * the characters none of them draws. Whitespace needs no glyph. Text with nothing drawable still
 * gets the Latin slice, so a card always has a font.
 */
export function cardFonts(text: string, root: string = process.cwd()): CardFontSet {
  const all = readSlices(root)
  const used = new Set<Slice>()
  const missing = new Set<string>()
  for (const char of text) {
    if (/\s/u.test(char)) continue
    const codePoint = char.codePointAt(0) ?? 0
    const slice = all.find((candidate) => hasGlyph(candidate, codePoint))
    if (slice) used.add(slice)
    else missing.add(char)
  }
  if (used.size === 0) used.add(all[0] as Slice)
  const chosen = all.filter((slice) => used.has(slice))
  const key = chosen.map((slice) => slice.id).join(',')
  let fonts = lists.get(key)
  if (fonts) lists.delete(key)
  else fonts = chosen.map((slice) => ({ name: `card-${slice.id}`, data: fontData(slice), weight: CARD_FONT_WEIGHT, style: 'normal' as const }))
  lists.set(key, fonts)
  if (lists.size > KEPT_LISTS) lists.delete(lists.keys().next().value as string)
  return { fonts, family: chosen.map((slice) => `card-${slice.id}`).join(', '), missing: [...missing] }
}
