/**
 * The demo's local media, drawn in code so the site renders with no network and the files stay
 * tiny: SVG covers, icons and illustrations, a one-page PDF, a short WAV chime and an embeddable
 * HTML page. Keys are site paths (`/demo/covers/dawn.svg`); the generator writes them under public/.
 */

import { gameCovers } from './game-covers'
import { postCoverImage, postCoverPath } from './post-covers'

type CoverPattern = 'peaks' | 'waves' | 'dots' | 'grid' | 'rings' | 'ribbon'

/** name, gradient from, gradient to, ink, pattern: distinct enough to tell posts apart in a list. */
const COVERS: [string, string, string, string, CoverPattern][] = [
  ['dawn', '#fbd3a5', '#f59f80', '#b4523c', 'peaks'],
  ['dusk', '#3b3f72', '#9a6fb0', '#f3d9ff', 'peaks'],
  ['harbor', '#a8d8ea', '#5b8fb9', '#1f3f63', 'waves'],
  ['tide', '#cdeee3', '#6fb7a4', '#225b50', 'waves'],
  ['meadow', '#e3f1c8', '#9cc97a', '#3d6b2a', 'dots'],
  ['slate', '#d9dee5', '#8d99ab', '#2f3a4a', 'dots'],
  ['ink', '#22252c', '#3d4350', '#9fb3d1', 'grid'],
  ['paper', '#fbf7ef', '#eadfca', '#8a7350', 'grid'],
  ['ember', '#ffd6a0', '#e8684a', '#7a1f12', 'rings'],
  ['moss', '#dfe8d0', '#7f9a6a', '#2e3d22', 'rings'],
  ['citrus', '#fff4b8', '#f7c948', '#8a5a00', 'ribbon'],
  ['lagoon', '#c9f0f5', '#48a9c5', '#0d4a5c', 'ribbon']
]

const COVER_W = 1500
const COVER_H = 600

function coverSvg([name, from, to, ink, pattern]: (typeof COVERS)[number]): string {
  const shapes: string[] = []
  switch (pattern) {
    case 'peaks':
      shapes.push(
        `<path d="M0 600 L260 300 L420 430 L700 170 L980 440 L1180 280 L1500 520 L1500 600 Z" fill="${ink}" opacity="0.35"/>`,
        `<path d="M0 600 L180 450 L420 540 L760 360 L1040 560 L1320 420 L1500 600 Z" fill="${ink}" opacity="0.6"/>`,
        `<circle cx="1180" cy="150" r="70" fill="#fff" opacity="0.55"/>`
      )
      break
    case 'waves':
      for (let k = 0; k < 4; k++) {
        const y = 260 + k * 90
        shapes.push(
          `<path d="M0 ${y} C250 ${y - 70} 500 ${y + 70} 750 ${y} S1250 ${y - 70} 1500 ${y} L1500 600 L0 600 Z" fill="${ink}" opacity="${(0.15 + k * 0.12).toFixed(2)}"/>`
        )
      }
      break
    case 'dots':
      for (let row = 0; row < 6; row++) {
        for (let col = 0; col < 15; col++) {
          const r = 6 + ((row * 7 + col * 3) % 5) * 4
          shapes.push(`<circle cx="${50 + col * 100}" cy="${50 + row * 100}" r="${r}" fill="${ink}" opacity="0.35"/>`)
        }
      }
      break
    case 'grid':
      for (let x = 0; x <= COVER_W; x += 75) shapes.push(`<path d="M${x} 0V600" stroke="${ink}" stroke-opacity="0.25"/>`)
      for (let y = 0; y <= COVER_H; y += 75) shapes.push(`<path d="M0 ${y}H1500" stroke="${ink}" stroke-opacity="0.25"/>`)
      shapes.push(`<rect x="600" y="150" width="300" height="300" fill="none" stroke="${ink}" stroke-width="6" opacity="0.7"/>`)
      break
    case 'rings':
      for (let k = 1; k <= 7; k++) {
        shapes.push(`<circle cx="1100" cy="300" r="${k * 70}" fill="none" stroke="${ink}" stroke-width="10" opacity="${(0.6 - k * 0.07).toFixed(2)}"/>`)
      }
      break
    case 'ribbon':
      for (let k = 0; k < 6; k++) {
        const x = -300 + k * 320
        shapes.push(`<path d="M${x} 600 L${x + 300} 0 L${x + 420} 0 L${x + 120} 600 Z" fill="${ink}" opacity="${(0.12 + (k % 3) * 0.1).toFixed(2)}"/>`)
      }
      break
  }
  return svg(
    COVER_W,
    COVER_H,
    `<title>${name} cover</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${COVER_W}" height="${COVER_H}" fill="url(#g)"/>`,
    ...shapes
  )
}

function svg(width: number, height: number, ...parts: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">\n${parts.join('\n')}\n</svg>\n`
}

/** 64×64 icons: a rounded tile with one simple mark, legible at the 24px a list shows them. */
const ICONS: Record<string, [string, string]> = {
  quire: ['#2f4858', '<path d="M20 16h20l8 8v24H20z" fill="#fff"/><path d="M40 16v8h8" fill="#cfd8dc"/><path d="M25 30h18M25 36h18M25 42h12" stroke="#2f4858" stroke-width="3"/>'],
  feather: ['#8e5572', '<path d="M46 14C30 16 20 28 19 46l-3 6 4-2c18-1 28-12 26-36z" fill="#fff"/><path d="M20 50L38 26" stroke="#8e5572" stroke-width="3"/>'],
  compass: ['#33658a', '<circle cx="32" cy="32" r="17" fill="none" stroke="#fff" stroke-width="4"/><path d="M32 20l5 12-5 12-5-12z" fill="#f6ae2d"/>'],
  lamp: ['#c46d2d', '<path d="M22 18h20l6 16H16z" fill="#fff"/><path d="M32 34v12M24 48h16" stroke="#fff" stroke-width="4"/>'],
  leaf: ['#4f7942', '<path d="M16 46C16 26 30 16 48 16c0 20-10 32-30 32z" fill="#fff"/><path d="M18 46L40 24" stroke="#4f7942" stroke-width="3"/>'],
  file: ['#5c6b7a', '<path d="M22 14h14l8 8v28H22z" fill="#fff"/><path d="M36 14v8h8" fill="#cfd8dc"/>'],
  link: ['#3c6e71', '<path d="M27 37l10-10M24 31l-4 4a7 7 0 0010 10l4-4M40 33l4-4a7 7 0 00-10-10l-4 4" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/>']
}

function iconSvg(name: string, [tile, mark]: [string, string]): string {
  return svg(64, 64, `<title>${name}</title>`, `<rect width="64" height="64" rx="14" fill="${tile}"/>`, mark)
}

/** 800×450 illustrations for image blocks. */
const ILLUSTRATIONS: Record<string, string[]> = {
  database: [
    '<rect width="800" height="450" fill="#f4f1ea"/>',
    '<rect x="80" y="70" width="640" height="310" rx="12" fill="#fff" stroke="#d6cfc2"/>',
    '<rect x="80" y="70" width="640" height="50" rx="12" fill="#2f4858"/>',
    ...[0, 1, 2, 3, 4].map((r) => `<path d="M80 ${170 + r * 50}H720" stroke="#e7e1d6"/>`),
    ...[250, 400, 560].map((x) => `<path d="M${x} 70V380" stroke="#e7e1d6"/>`),
    ...[0, 1, 2, 3, 4].map((r) => `<rect x="100" y="${137 + r * 50}" width="${120 - (r % 3) * 25}" height="14" rx="7" fill="#b9c6cf"/>`),
    ...[0, 1, 2, 3, 4].map((r) => `<rect x="420" y="${135 + r * 50}" width="70" height="18" rx="9" fill="${['#f6d5a8', '#c8e6c9', '#bbdefb', '#f8bbd0', '#d1c4e9'][r]}"/>`)
  ],
  'reading-column': [
    '<rect width="800" height="450" fill="#eef2f5"/>',
    '<rect x="230" y="40" width="340" height="370" rx="10" fill="#fff"/>',
    '<rect x="260" y="75" width="220" height="20" rx="4" fill="#2f3a4a"/>',
    ...Array.from({ length: 11 }, (_, k) => `<rect x="260" y="${120 + k * 24}" width="${k % 4 === 3 ? 170 : 280}" height="9" rx="4" fill="#b8c2cc"/>`)
  ],
  palette: [
    '<rect width="800" height="450" fill="#fbf7ef"/>',
    ...['#2f4858', '#33658a', '#86bbd8', '#f6ae2d', '#f26419'].map(
      (c, k) => `<rect x="${95 + k * 125}" y="110" width="110" height="230" rx="14" fill="${c}"/>`
    )
  ],
  'page-weight': [
    '<rect width="800" height="450" fill="#f7f7f2"/>',
    '<path d="M90 380H720M90 60V380" stroke="#6b7280" stroke-width="3"/>',
    ...[210, 150, 118, 96, 80].map(
      (h, k) => `<rect x="${130 + k * 115}" y="${380 - h}" width="70" height="${h}" rx="6" fill="${k === 4 ? '#4f7942' : '#9ab0c4'}"/>`
    ),
    '<path d="M90 250H720" stroke="#c46d2d" stroke-width="3" stroke-dasharray="10 8"/>'
  ],
  workflow: [
    '<rect width="800" height="450" fill="#f1f5f0"/>',
    ...[0, 1, 2].map((k) => `<rect x="${70 + k * 250}" y="170" width="160" height="110" rx="16" fill="${['#8e5572', '#33658a', '#4f7942'][k]}"/>`),
    ...[0, 1].map((k) => `<path d="M${240 + k * 250} 225h60m-14-12l14 12-14 12" stroke="#2f3a4a" stroke-width="5" fill="none"/>`)
  ],
  desk: [
    '<rect width="800" height="450" fill="#f3ece2"/>',
    '<rect x="0" y="330" width="800" height="120" fill="#c9a77c"/>',
    '<rect x="300" y="150" width="240" height="170" rx="10" fill="#2f3a4a"/>',
    '<rect x="315" y="165" width="210" height="140" rx="4" fill="#86bbd8"/>',
    '<path d="M420 320v14M380 334h80" stroke="#2f3a4a" stroke-width="8"/>',
    '<rect x="120" y="260" width="110" height="70" rx="6" fill="#fbf7ef"/>',
    '<circle cx="640" cy="300" r="28" fill="#f26419"/>'
  ],
  'drive-thumbnail': [
    '<rect width="800" height="450" fill="#e8eaed"/>',
    '<rect x="250" y="30" width="300" height="390" fill="#fff"/>',
    '<rect x="280" y="70" width="180" height="22" rx="4" fill="#2f4858"/>',
    ...Array.from({ length: 10 }, (_, k) => `<rect x="280" y="${115 + k * 26}" width="${k % 3 === 2 ? 160 : 240}" height="9" rx="4" fill="#c3c9d0"/>`)
  ],
  'bookmark-cover': [
    '<rect width="800" height="450" fill="#2f4858"/>',
    '<path d="M0 450L260 200L430 330L620 150L800 300V450Z" fill="#33658a"/>',
    '<circle cx="640" cy="110" r="46" fill="#f6ae2d"/>'
  ]
}

function avatarSvg(): string {
  return svg(
    128,
    128,
    '<title>Quire</title>',
    '<rect width="128" height="128" rx="64" fill="#2f4858"/>',
    '<circle cx="64" cy="52" r="22" fill="#f4f1ea"/>',
    '<path d="M24 112c6-24 22-36 40-36s34 12 40 36" fill="#f4f1ea"/>'
  )
}

const EMBED_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Quire embed demo</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f4f1ea; color: #2f3a4a; display: grid; place-items: center; min-height: 100vh; }
  main { text-align: center; padding: 24px; }
  strong { color: #2f4858; }
</style>
</head>
<body>
<main>
  <p><strong>An embedded page.</strong></p>
  <p>Notion embeds any web page in an iframe. This one is a local file, so the demo works offline.</p>
</main>
</body>
</html>
`

/** A one-page PDF 1.4 with a title and a line of text; byte offsets in the xref table are computed. */
function makePdf(): Buffer {
  const text = 'BT /F1 28 Tf 72 720 Td (Quire demo handbook) Tj /F1 14 Tf 0 -40 Td (A tiny PDF, bundled so the pdf and file blocks work offline.) Tj ET'
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, k) => {
    offsets.push(out.length)
    out += `${k + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

/** Sample rate of the chime: low, because the file only has to prove the audio block plays. */
const WAV_RATE = 8000

/** A 0.8 s two-note chime, 8-bit mono PCM, with a proper RIFF header. */
function makeWav(): Buffer {
  const samples = Math.round(WAV_RATE * 0.8)
  const data = Buffer.alloc(samples)
  for (let k = 0; k < samples; k++) {
    const t = k / WAV_RATE
    const note = t < 0.3 ? 659.25 : 880
    const start = t < 0.3 ? 0 : 0.3
    const envelope = Math.exp(-(t - start) * 6)
    const value = Math.sin(2 * Math.PI * note * (t - start)) * envelope * 0.6
    data[k] = Math.max(0, Math.min(255, Math.round(128 + value * 127)))
  }
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'ascii')
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVE', 8, 'ascii')
  header.write('fmt ', 12, 'ascii')
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(WAV_RATE, 24)
  header.writeUInt32LE(WAV_RATE, 28)
  header.writeUInt16LE(1, 32)
  header.writeUInt16LE(8, 34)
  header.write('data', 36, 'ascii')
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

/** A row that may ask for its own drawn cover: its key, category and the cover its front matter names. */
export interface CoverRequest {
  key: string
  category: string
  cover: string
}

/**
 * Every demo media file, keyed by its site path, in a stable order. A row whose front matter names
 * its own cover path (`/demo/covers/posts/<key>.webp`) gets that cover drawn (post-covers.ts).
 */
export async function makeMedia(rows: readonly CoverRequest[] = []): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>()
  for (const cover of COVERS) files.set(`/demo/covers/${cover[0]}.svg`, Buffer.from(coverSvg(cover)))
  for (const [name, parts] of Object.entries(ICONS)) files.set(`/demo/icons/${name}.svg`, Buffer.from(iconSvg(name, parts)))
  for (const [name, parts] of Object.entries(ILLUSTRATIONS)) {
    files.set(`/demo/images/${name}.svg`, Buffer.from(svg(800, 450, `<title>${name}</title>`, ...parts)))
  }
  files.set('/demo/avatar.svg', Buffer.from(avatarSvg()))
  files.set('/demo/embed.html', Buffer.from(EMBED_HTML))
  files.set('/demo/files/quire-demo-handbook.pdf', makePdf())
  files.set('/demo/files/chime.wav', makeWav())
  for (const [path, cover] of gameCovers()) files.set(path, Buffer.from(cover))
  for (const row of rows) {
    if (row.cover === postCoverPath(row.key)) files.set(row.cover, await postCoverImage(row.key, row.category))
  }
  return files
}
