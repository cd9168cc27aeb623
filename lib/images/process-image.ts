import { createHash } from 'node:crypto'

/**
 * Widths a kept image is written at (docs/behaviour.md §9): the compress width pages show, and the zoom width a
 * zoomed image is shown at. Both files always exist; an image narrower than a width is not
 * enlarged, its file is the image at its own width.
 */
export const MIRROR_WIDTHS = [800, 1200] as const
export type MirrorWidth = (typeof MIRROR_WIDTHS)[number]

/** Quality of the kept copies: webp at 70 keeps photos clean at a fraction of a JPEG's bytes. */
const WEBP_QUALITY = 70
/** Width of the blurred stand-in drawn until the image arrives: a few hundred bytes as a data URL. */
const PREVIEW_WIDTH = 16
/** The highest density an SVG is rasterised at: a 100 px drawing still gives a crisp 400 px copy. */
const MAX_SVG_DENSITY = 300
/** Larger files are not kept: a page should not carry them, and decoding them costs seconds. */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024
/** Sharp's own guard against decompression bombs, in pixels. */
const MAX_INPUT_PIXELS = 100_000_000

export interface ProcessedImage {
  /** The first 16 hex of the original's SHA-256: what the kept files are named by. */
  hash: string
  /** The original's size in pixels: the box the page reserves before the copy arrives. */
  width: number
  height: number
  /** One webp per width of MIRROR_WIDTHS. */
  files: Array<{ width: MirrorWidth; bytes: Buffer }>
  /** A tiny blurred webp as a data URL. */
  preview: string
}

export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16)
}

/**
 * The copies the site serves of one image: resized webp at MIRROR_WIDTHS (an animated GIF stays
 * animated) and a blurred preview. Throws, naming the cause, when the bytes are no image sharp reads.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  // Loaded here, not at the top: only a server or a build mirroring images ever needs the native module.
  const { default: sharp } = await import('sharp')
  const natural = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata()
  // A drawing (SVG) is rasterised at the density that makes it as wide as the largest copy, up to 300 dpi.
  const density = natural.format === 'svg' && natural.width ? Math.min(MAX_SVG_DENSITY, Math.max(72, (72 * MIRROR_WIDTHS[1]) / natural.width)) : 72
  const open = (animated: boolean) => sharp(bytes, { animated, density, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
  const meta = natural.format === 'svg' ? await open(false).metadata() : natural
  const oriented = meta.autoOrient ?? { width: meta.width, height: meta.height }
  if (!oriented.width || !oriented.height) throw new Error(`not an image sharp can read (format ${meta.format ?? 'unknown'})`)
  // An SVG's own size is its drawing size at 72 dpi; sharp rendered it at `density`.
  const scale = 72 / density
  const animated = (meta.pages ?? 1) > 1
  const width = Math.round(oriented.width * scale)
  const height = Math.round((animated && meta.pageHeight ? meta.pageHeight : oriented.height) * scale)
  const rasterWidth = oriented.width
  const files = await Promise.all(
    MIRROR_WIDTHS.map(async (target) => ({
      width: target,
      bytes: await open(animated)
        .rotate()
        .resize({ width: Math.min(target, rasterWidth), withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, effort: 4 })
        .toBuffer()
    }))
  )
  const tiny = await open(false).rotate().resize({ width: PREVIEW_WIDTH }).blur(1).webp({ quality: 40 }).toBuffer()
  return { hash: contentHash(bytes), width, height, files, preview: `data:image/webp;base64,${tiny.toString('base64')}` }
}
