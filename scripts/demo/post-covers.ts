/**
 * One cover per listed blog post, 1200 by 600, so no two cards of a list, a hero slider or a
 * related-posts row show the same picture. Each is drawn from its post's key: the category gives
 * the family of colours, a hash of the key the hue inside it, the motif and where the motif sits.
 * Plain shapes, drawn as SVG and served as WebP (postCoverImage).
 */

import sharp from 'sharp'

const W = 1200
const H = 600

/** Hue ranges (degrees) by category, so a category's posts read as one family in a list. */
const CATEGORY_HUES: Record<string, [number, number]> = {
  Guides: [195, 235],
  Writing: [260, 300],
  Design: [320, 365],
  Engineering: [130, 175],
  Notes: [20, 48]
}

/** FNV-1a: a stable 32-bit hash of the post's key. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let k = 0; k < text.length; k++) {
    h ^= text.charCodeAt(k)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

/** A small deterministic sequence of numbers in [0, 1) from a seed (xorshift). */
function sequence(seed: number): () => number {
  let s = seed || 1
  return () => {
    s ^= s << 13
    s >>>= 0
    s ^= s >>> 17
    s ^= s << 5
    s >>>= 0
    return s / 0x100000000
  }
}

/** HSL to #rrggbb (renderers of social cards read hex more reliably than hsl()). */
function hex(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    const v = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}

type Motif = (rand: () => number, ink: string, light: string) => string[]

const MOTIFS: Motif[] = [
  // Stacked hills.
  (rand, ink) => {
    const crest = () => Math.round(200 + rand() * 220)
    return [0, 1, 2].map(
      (k) => `<path d="M0 ${crest() + k * 60} Q${300 + rand() * 300} ${crest() - 120 + k * 60} ${600 + rand() * 200} ${crest() + k * 50} T${W} ${crest() + k * 60} V${H} H0Z" fill="${ink}" opacity="${0.2 + k * 0.2}"/>`
    )
  },
  // A sun and its rings.
  (rand, ink, light) => {
    const cx = Math.round(700 + rand() * 380)
    const cy = Math.round(150 + rand() * 300)
    return [
      ...[4, 3, 2].map((k) => `<circle cx="${cx}" cy="${cy}" r="${k * 70}" fill="none" stroke="${ink}" stroke-width="14" opacity="${0.12 * k}"/>`),
      `<circle cx="${cx}" cy="${cy}" r="90" fill="${light}" opacity="0.85"/>`
    ]
  },
  // Slanted bars of a bar chart.
  (rand, ink) =>
    Array.from({ length: 7 }, (_, k) => {
      const h = Math.round(120 + rand() * 340)
      return `<rect x="${120 + k * 140}" y="${H - h}" width="90" height="${h + 20}" rx="18" fill="${ink}" opacity="${(0.25 + (k % 3) * 0.15).toFixed(2)}"/>`
    }),
  // Scattered rounded tiles, like cards on a desk.
  (rand, ink, light) =>
    Array.from({ length: 6 }, (_, k) => {
      const x = Math.round(80 + rand() * 960)
      const y = Math.round(60 + rand() * 380)
      const r = Math.round(-25 + rand() * 50)
      return `<rect x="${x}" y="${y}" width="${150 + k * 10}" height="110" rx="20" fill="${k % 2 ? ink : light}" opacity="${k % 2 ? 0.35 : 0.7}" transform="rotate(${r} ${x + 80} ${y + 55})"/>`
    }),
  // Diagonal ribbons.
  (rand, ink) =>
    Array.from({ length: 5 }, (_, k) => {
      const x = Math.round(-200 + k * 300 + rand() * 80)
      return `<path d="M${x} ${H} L${x + 380} 0 L${x + 470} 0 L${x + 90} ${H}Z" fill="${ink}" opacity="${(0.14 + (k % 2) * 0.16).toFixed(2)}"/>`
    }),
  // A grid of dots, a few of them lit.
  (rand, ink, light) => {
    const dots: string[] = []
    for (let row = 0; row < 5; row++) {
      for (let col = 0; col < 10; col++) {
        const lit = rand() < 0.18
        dots.push(`<circle cx="${150 + col * 100}" cy="${100 + row * 100}" r="${lit ? 26 : 12}" fill="${lit ? light : ink}" opacity="${lit ? 0.9 : 0.3}"/>`)
      }
    }
    return dots
  }
]

/** The cover of one post: a two-stop gradient in its category's hues and a motif picked by its key. */
export function postCoverSvg(key: string, category: string): string {
  const seed = hash(key)
  const rand = sequence(seed)
  const [low, high] = CATEGORY_HUES[category] ?? [0, 360]
  const hue = low + (seed % 997) / 997 * (high - low)
  const from = hex(hue, 70, 82)
  const to = hex(hue + 25, 55, 55)
  const ink = hex(hue + 10, 60, 22)
  const light = hex(hue - 20, 90, 92)
  const motif = MOTIFS[seed % MOTIFS.length]!(rand, ink, light)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<title>${key} cover</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#g)"/>`,
    ...motif,
    '</svg>',
    ''
  ].join('\n')
}

/** The site path of a post's own cover. */
export function postCoverPath(key: string): string {
  return `/demo/covers/posts/${key}.webp`
}

/**
 * A post's cover as the site serves it: the drawing above, rasterized to WebP. Browsers draw SVG
 * images on the page's main thread (a list of them cost a slow phone about 600 ms there), while a
 * raster picture, which is what Notion covers are, decodes off it. Deterministic: the same drawing
 * gives the same bytes with the same sharp.
 */
export async function postCoverImage(key: string, category: string): Promise<Buffer> {
  return sharp(Buffer.from(postCoverSvg(key, category))).webp({ quality: 80, effort: 4 }).toBuffer()
}
