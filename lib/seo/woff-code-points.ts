import { inflateSync } from 'node:zlib'

/** Inclusive ranges of code points, ascending. */
export type CodePointRanges = Array<[number, number]>

function fail(reason: string): never {
  throw new Error(`not a WOFF font with a Unicode cmap: ${reason}`)
}

/** The `cmap` table of a WOFF 1.0 file, inflated (WOFF stores each table zlib-compressed unless that would not shrink it). */
function cmapTable(woff: Buffer): Buffer {
  if (woff.length < 44 || woff.readUInt32BE(0) !== 0x774f4646) fail('no wOFF signature')
  const tables = woff.readUInt16BE(12)
  for (let index = 0; index < tables; index++) {
    const entry = 44 + index * 20
    if (entry + 20 > woff.length) fail('truncated table directory')
    if (woff.toString('latin1', entry, entry + 4) !== 'cmap') continue
    const offset = woff.readUInt32BE(entry + 4)
    const compressed = woff.readUInt32BE(entry + 8)
    const original = woff.readUInt32BE(entry + 12)
    const data = woff.subarray(offset, offset + compressed)
    return compressed < original ? inflateSync(data) : Buffer.from(data)
  }
  fail('no cmap table')
}

/** Format 12 (every Unicode plane): groups of consecutive code points with glyphs. */
function format12(cmap: Buffer, at: number): CodePointRanges {
  const groups = cmap.readUInt32BE(at + 12)
  const ranges: CodePointRanges = []
  for (let index = 0; index < groups; index++) {
    const group = at + 16 + index * 12
    ranges.push([cmap.readUInt32BE(group), cmap.readUInt32BE(group + 4)])
  }
  return ranges
}

/** Format 4 (the basic plane): segments, each code point kept only when it maps to a glyph other than .notdef. */
function format4(cmap: Buffer, at: number): CodePointRanges {
  const segments = cmap.readUInt16BE(at + 6) / 2
  const ends = at + 14
  const starts = ends + segments * 2 + 2
  const deltas = starts + segments * 2
  const rangeOffsets = deltas + segments * 2
  const points: number[] = []
  for (let segment = 0; segment < segments; segment++) {
    const end = cmap.readUInt16BE(ends + segment * 2)
    const start = cmap.readUInt16BE(starts + segment * 2)
    const delta = cmap.readInt16BE(deltas + segment * 2)
    const rangeOffsetAt = rangeOffsets + segment * 2
    const rangeOffset = cmap.readUInt16BE(rangeOffsetAt)
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph: number
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff
      else {
        const glyphAt = rangeOffsetAt + rangeOffset + (code - start) * 2
        const raw = glyphAt + 2 <= cmap.length ? cmap.readUInt16BE(glyphAt) : 0
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff
      }
      if (glyph !== 0) points.push(code)
    }
  }
  const ranges: CodePointRanges = []
  for (const point of points) {
    const last = ranges.at(-1)
    if (last && point === last[1] + 1) last[1] = point
    else ranges.push([point, point])
  }
  return ranges
}

/**
 * The code points a WOFF font has glyphs for, read from its cmap (format 12 when present, else
 * format 4, Unicode or Windows-Unicode encodings). A font package's published Unicode ranges are
 * not enough: they name what a slice was cut for, and a glyph can still be missing from it, which
 * would send next/og to the network for a font.
 *
 * @throws Error when the file is not a WOFF font with a Unicode cmap
 */
export function woffCodePoints(woff: Buffer): CodePointRanges {
  const cmap = cmapTable(woff)
  const records = cmap.readUInt16BE(2)
  let best: { format: number; at: number } | null = null
  for (let index = 0; index < records; index++) {
    const record = 4 + index * 8
    const platform = cmap.readUInt16BE(record)
    const encoding = cmap.readUInt16BE(record + 2)
    const at = cmap.readUInt32BE(record + 4)
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10))
    if (!unicode || at + 2 > cmap.length) continue
    const format = cmap.readUInt16BE(at)
    if (format === 12 || (format === 4 && !best)) best = { format, at }
  }
  if (!best) fail('no format 4 or 12 Unicode subtable')
  return (best.format === 12 ? format12(cmap, best.at) : format4(cmap, best.at)).sort((a, b) => a[0] - b[0])
}
