import { readFileSync } from 'node:fs'
import path from 'node:path'
import { deflateSync } from 'node:zlib'
import { woffCodePoints } from '@/lib/seo/woff-code-points'

const fontFile = (pkg: string, subset: string) => readFileSync(path.join('node_modules', '@fontsource', pkg, 'files', `${pkg}-${subset}-700-normal.woff`))

const has = (ranges: Array<[number, number]>, char: string) => {
  const code = char.codePointAt(0) ?? 0
  return ranges.some(([from, to]) => code >= from && code <= to)
}

/** A WOFF file holding one cmap table, compressed or not, with `subtable` as its only (3, 1) subtable. */
function woffWith(subtable: Buffer, compress: boolean): Buffer {
  const cmap = Buffer.concat([Buffer.from([0, 0, 0, 1, 0, 3, 0, 1, 0, 0, 0, 12]), subtable])
  const stored = compress ? deflateSync(cmap) : cmap
  const header = Buffer.alloc(44)
  header.writeUInt32BE(0x774f4646, 0)
  header.writeUInt16BE(1, 12)
  const entry = Buffer.alloc(20)
  entry.write('cmap', 0, 'latin1')
  entry.writeUInt32BE(64, 4)
  entry.writeUInt32BE(stored.length, 8)
  entry.writeUInt32BE(cmap.length, 12)
  return Buffer.concat([header, entry, stored])
}

/** A format 4 subtable mapping A-C by delta and x-y through the glyph array, where y maps to .notdef. */
function format4(): Buffer {
  const segments = 3
  const words = [4, 0, 0, segments * 2, 0, 0, 0, 0x43, 0x79, 0xffff, 0, 0x41, 0x78, 0xffff, 2, 0, 1, 0, 4, 0, 7, 0]
  const table = Buffer.alloc(words.length * 2)
  words.forEach((word, index) => table.writeUInt16BE(word & 0xffff, index * 2))
  table.writeUInt16BE(table.length, 2)
  return table
}

describe('woffCodePoints', () => {
  it("reads the glyphs a real slice has, which its package's published ranges overstate", () => {
    const latin = woffCodePoints(fontFile('noto-sans', 'latin'))
    expect(has(latin, 'A')).toBe(true)
    expect(has(latin, 'é')).toBe(true)
    expect(has(latin, 'ş')).toBe(false)
    expect(has(woffCodePoints(fontFile('noto-sans', 'latin-ext')), 'ş')).toBe(true)
    // Noto Sans SC's Google Fonts build has no Turkish ş at all, though its latin-ext slice is cut for it.
    expect(has(woffCodePoints(fontFile('noto-sans-sc', 'latin-ext')), 'ş')).toBe(false)
  })

  it('reads format 4 segments by delta and by glyph array, leaving out code points that map to .notdef', () => {
    for (const compress of [true, false]) {
      expect(woffCodePoints(woffWith(format4(), compress))).toEqual([[0x41, 0x43], [0x78, 0x78]])
    }
  })

  it('refuses a file that is not WOFF, or has no cmap', () => {
    expect(() => woffCodePoints(Buffer.from('wOF2 not a woff 1 file, long enough to have a header of 44 bytes'))).toThrow(/no wOFF signature/)
    const header = Buffer.alloc(44)
    header.writeUInt32BE(0x774f4646, 0)
    expect(() => woffCodePoints(header)).toThrow(/no cmap table/)
  })
})
