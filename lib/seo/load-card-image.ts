import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { allowPrivateImageHosts, createPublicFetch } from '@/lib/http/public-fetch'

/** A cover or icon host that has not answered by then is left out of the card, which still draws. */
export const CARD_IMAGE_TIMEOUT_MS = 8_000

/** Larger files are not drawn: a card is 1200 px wide, and a 10 MB photo would only cost memory. */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024

/** Image types next/og draws: satori reads their size, resvg or sharp paints them. */
const DRAWABLE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'])

const EXTENSION_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml'
}

export interface CardImageOptions {
  /** The site's public folder, where site paths (`/demo/covers/dawn.svg`) are read from. */
  publicDir: string
  /** Where the site's kept images are (lib/images), read for `/api/img/<name>`; unset, they are read from publicDir. */
  mirroredImagesDir?: string
  fetch?: typeof fetch
  timeoutMs?: number
  /** Private, loopback and link-local hosts are refused unless allowed (IMAGE_ALLOW_PRIVATE_HOSTS by default). */
  allowPrivateHosts?: boolean
  lookup?: (hostname: string) => Promise<string[]>
}

export type CardImageResult = { dataUrl: string } | { error: string }

/** The type the bytes say they are, whatever the server or the file name claimed: magic numbers of the drawable types. */
function sniff(bytes: Uint8Array): string | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value)
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'image/png'
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif'
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'image/webp'
  const head = Buffer.from(bytes.subarray(0, 512)).toString('utf8').trimStart()
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'image/svg+xml'
  return null
}

function asDataUrl(bytes: Uint8Array, claimed: string): CardImageResult {
  if (bytes.byteLength > MAX_IMAGE_BYTES) return { error: `${bytes.byteLength} bytes, more than a card draws (${MAX_IMAGE_BYTES})` }
  const type = sniff(bytes)
  if (!type || !DRAWABLE_TYPES.has(type)) return { error: `not an image next/og can draw (${claimed || 'unknown type'})` }
  return { dataUrl: `data:${type};base64,${Buffer.from(bytes).toString('base64')}` }
}

async function readSitePath(ref: string, publicDir: string): Promise<CardImageResult> {
  const relative = decodeURIComponent(ref.split(/[?#]/, 1)[0] ?? '')
  const file = path.join(publicDir, relative)
  // A path that climbs out of public/ names no file of the site.
  if (path.relative(publicDir, file).startsWith('..')) return { error: 'outside the public folder' }
  try {
    return asDataUrl(await readFile(file), EXTENSION_TYPES[path.extname(file).toLowerCase()] ?? '')
  } catch (error) {
    return { error: `cannot read ${file}: ${error instanceof Error ? error.message : String(error)}` }
  }
}

async function fetchUrl(ref: string, options: CardImageOptions): Promise<CardImageResult> {
  const fetcher = createPublicFetch({ allowPrivate: options.allowPrivateHosts ?? allowPrivateImageHosts(), ...(options.fetch && { fetch: options.fetch }), ...(options.lookup && { lookup: options.lookup }) })
  try {
    const response = await fetcher(ref, { signal: AbortSignal.timeout(options.timeoutMs ?? CARD_IMAGE_TIMEOUT_MS), redirect: 'follow' })
    if (!response.ok) return { error: `HTTP ${response.status}` }
    return asDataUrl(new Uint8Array(await response.arrayBuffer()), response.headers.get('content-type') ?? '')
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

/**
 * A card's cover or icon as a data URL next/og can draw, from a site path (read from public/), an
 * http(s) URL (fetched, with a time-out) or a data URL. A missing file, a host that fails or an
 * image type it cannot draw gives the reason instead, so the card is drawn without it and the
 * caller can say why.
 */
export async function loadCardImage(ref: string, options: CardImageOptions): Promise<CardImageResult> {
  if (ref.startsWith('data:')) {
    const match = /^data:([^;,]+)(;base64)?,(.*)$/s.exec(ref)
    if (!match) return { error: 'a malformed data URL' }
    const bytes = match[2] ? Buffer.from(match[3] ?? '', 'base64') : Buffer.from(decodeURIComponent(match[3] ?? ''), 'utf8')
    return asDataUrl(bytes, match[1] ?? '')
  }
  if (/^https?:\/\//i.test(ref)) return fetchUrl(ref, options)
  if (options.mirroredImagesDir && ref.startsWith('/api/img/')) return readSitePath(ref.slice('/api/img'.length), options.mirroredImagesDir)
  if (ref.startsWith('/') && !ref.startsWith('//')) return readSitePath(ref, options.publicDir)
  return { error: 'neither a site path nor a URL' }
}
