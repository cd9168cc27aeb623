import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { THEME_MANIFESTS } from '@/themes/manifests'
import type { CardImages } from '@/lib/seo/draw-social-card'
import type { SocialCardSpec } from '@/lib/seo/social-card-spec'

/** Width and height from a PNG's IHDR chunk, after its signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  expect(png.toString('latin1', 12, 16)).toBe('IHDR')
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

/** Draws in a process of its own (see fixtures/draw-cards.ts), with the network answering nothing. */
function draw(cards: Array<{ spec: SocialCardSpec; images: CardImages }>) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'fixtures', 'draw-cards.ts')], { input: JSON.stringify(cards), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (run.status !== 0) throw new Error(`drawing failed (exit ${run.status}): ${run.stderr}`)
  const result = JSON.parse(run.stdout) as { drawn: Array<{ png: string; missing: string[] }>; fetches: number }
  return { fetches: result.fetches, drawn: result.drawn.map(({ png, missing }) => ({ png: Buffer.from(png, 'base64'), missing })) }
}

const spec: SocialCardSpec = { title: 'Static pages, fresh content', description: '', siteName: 'Quire', host: 'quire.example.com', icon: '', cover: '', colors: THEME_MANIFESTS.medium.cardPalette.light }
const svg = (file: string) => `data:image/svg+xml;base64,${readFileSync(file).toString('base64')}`
const images: CardImages = { icon: svg('public/favicon.svg'), cover: svg('public/demo/covers/dawn.svg') }

describe('drawSocialCard', () => {
  it('draws 1200×630 PNGs offline, for Latin, Japanese, Chinese and Turkish titles, with and without images, leaving out emoji', () => {
    const { drawn, fetches } = draw([
      { spec, images },
      { spec: { ...spec, title: '静かな一週間のメモ', siteName: 'Quire デモ', colors: THEME_MANIFESTS.medium.cardPalette.dark }, images },
      { spec: { ...spec, title: '繁體中文標題：臺灣與香港', description: '简体中文的描述' }, images: { icon: null, cover: null } },
      { spec: { ...spec, title: 'Türkçe başlık: İstanbul’da bir gün' }, images: { icon: null, cover: null } },
      { spec: { ...spec, title: 'Party 🎉 time' }, images: { icon: null, cover: null } }
    ])
    for (const card of drawn) expect(pngSize(card.png)).toEqual({ width: 1200, height: 630 })
    expect(drawn.map((card) => card.missing)).toEqual([[], [], [], [], ['🎉']])
    expect(new Set(drawn.map((card) => card.png.toString('base64'))).size).toBe(drawn.length)
    // A card well under the 5 MB link previews accept, and small enough to keep thousands of.
    for (const card of drawn) expect(card.png.byteLength).toBeLessThan(150_000)
    expect(fetches).toBe(0)
  }, 120_000)
})
